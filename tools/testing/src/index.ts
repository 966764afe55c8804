export {
  type FakeSmtpServer,
  type FakeSmtpServerOptions,
  type ReceivedMail,
  startFakeSmtpServer,
} from './fake-smtp-server.ts';
