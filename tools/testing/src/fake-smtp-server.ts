import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** The name the client gave in EHLO. */
  clientName: string;
  /** The credentials the client logged in with, if it did. */
  auth?: { method: string; username: string; password: string };
  /** Whether the message came over TLS (implicit, or after STARTTLS). */
  secure: boolean;
  envelopeFrom: string;
  envelopeTo: string[];
  /** The message as received: headers, a blank line and the body, dot-stuffing undone. */
  data: string;
  /** The plain-text body as a mail client shows it: transfer encoding (quoted-printable) undone. */
  text: string;
};

export type FakeSmtpServerOptions = {
  /** A key and certificate to offer STARTTLS with (or to speak TLS from the start). */
  tls?: { key: string; cert: string };
  /** TLS from the start (`smtps://`); needs `tls`. */
  implicitTls?: boolean;
  /** A port of its own (a server started late, at an address the app already has). Default: any free port. */
  port?: number;
};

/**
 * An SMTP server for tests, on the `smtp-server` package: accepts every sender, refuses
 * recipients containing `refuse` with 550, takes any credentials (over plain text too) and
 * records each message. Offers STARTTLS only when given a certificate.
 */
export async function startFakeSmtpServer({
  tls,
  implicitTls = false,
  port: listenPort = 0,
}: FakeSmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  // smtp-server keeps the password out of the session: each connection's login is noted here.
  const logins = new Map<string, NonNullable<ReceivedMail['auth']>>();
  const server = new SMTPServer({
    ...(tls ? { key: tls.key, cert: tls.cert } : { disabledCommands: ['STARTTLS'] }),
    secure: implicitTls,
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, session, callback) {
      logins.set(session.id, {
        method: auth.method,
        username: auth.username ?? '',
        password: auth.password ?? '',
      });
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (!address.address.includes('refuse')) return callback();
      callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const credentials = logins.get(session.id);
        const data = Buffer.concat(chunks);
        simpleParser(data).then((parsed) => {
          received.push({
            clientName: session.hostNameAppearsAs,
            ...(credentials ? { auth: credentials } : {}),
            secure: session.secure,
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            data: data.toString('utf8'),
            text: parsed.text ?? '',
          });
          callback();
        }, callback);
      });
    },
  });
  server.listen(listenPort, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `${implicitTls ? 'smtps' : 'smtp'}://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSmtpServer = Awaited<ReturnType<typeof startFakeSmtpServer>>;
