import type { ConnectionOptions } from 'node:tls';
import { createTransport, type SMTPTransportOptions } from 'nodemailer';

export type OutgoingMail = { from: string; to: string; subject: string; text: string };

export type SmtpSenderOptions = {
  /** The name the client gives in EHLO. Default `cairn.local`. */
  clientName?: string;
  /** How long to wait for the connection, the greeting and each reply. Default 15 s. */
  timeoutMs?: number;
  /** More TLS settings, such as a `ca` to trust; certificates are always verified. */
  tls?: ConnectionOptions;
};

/** Sends one mail; rejects with the server's answer when it is refused. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * The nodemailer SMTP settings an `SMTP_URL` stands for: `smtp://[user:pass@]host[:port]`
 * (port 25 by default; upgraded with STARTTLS whenever the server offers it, and required to
 * be with `?requireTLS=true`) or `smtps://…` (TLS from the start, port 465 by default), with
 * AUTH when a user is given. Percent-encoded user names and passwords are decoded.
 */
export function smtpTransportOptions(url: string): SMTPTransportOptions {
  const target = new URL(url);
  const secure = target.protocol === 'smtps:';
  return {
    // An IPv6 literal comes in brackets, which a socket does not take.
    host: target.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(target.port) || (secure ? 465 : 25),
    secure,
    requireTLS: target.searchParams.get('requireTLS') === 'true',
    ...(target.username
      ? {
          auth: {
            user: decodeURIComponent(target.username),
            pass: decodeURIComponent(target.password),
          },
        }
      : {}),
  };
}

/**
 * Plain-text mail through nodemailer's SMTP transport, one connection a mail. The recipient
 * must be one bare address and the envelope is set from it, so a crafted address cannot add
 * recipients; header line breaks never reach the wire (nodemailer folds or encodes them).
 * @example await createSmtpSender(config.SMTP_URL)({ from, to, subject, text })
 */
export function createSmtpSender(
  url: string,
  { clientName = 'cairn.local', timeoutMs = 15_000, tls }: SmtpSenderOptions = {},
): SendMail {
  const transport = createTransport({
    ...smtpTransportOptions(url),
    name: clientName,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(tls ? { tls } : {}),
  });
  return async function sendMail(mail: OutgoingMail) {
    // `From` may be `Name <address>`; the envelope takes the bare address.
    const envelopeFrom = /<([^<>]+)>\s*$/.exec(mail.from)?.[1] ?? mail.from;
    for (const address of [envelopeFrom, mail.to]) {
      if (!bareAddress.test(address)) throw new Error(`Refusing the mail address ${address}`);
    }
    if (/[\r\n]/.test(mail.from)) throw new Error('Refusing a From line with a line break');
    try {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        envelope: { from: envelopeFrom, to: [mail.to] },
        subject: mail.subject,
        text: mail.text,
      });
    } catch (error) {
      // The command and the server's own words ("RCPT TO", "550 5.1.1 no such user") say
      // most about a refusal.
      const { response, command } = error as { response?: unknown; command?: unknown };
      if (typeof response === 'string' && /^\d{3}/.test(response)) {
        const to = typeof command === 'string' ? `${command} with ` : '';
        throw new Error(`SMTP server answered ${to}${response.replace(/\s+/g, ' ')}`, {
          cause: error,
        });
      }
      throw error;
    }
  };
}

// One address: no spaces, line breaks, angle brackets, commas or semicolons (which would make
// a list or a group of it), one @ with something either side.
const bareAddress = /^[^\s<>,;@]+@[^\s<>,;@]+$/;
