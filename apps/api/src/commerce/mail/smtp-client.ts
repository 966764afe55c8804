import { randomUUID } from 'node:crypto';
import { connect as connectPlain, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

export type OutgoingMail = { from: string; to: string; subject: string; text: string };

/**
 * Sends one plain-text mail over SMTP: `smtp://[user:pass@]host[:port]` (port 25 or 587,
 * no STARTTLS) or `smtps://…` (implicit TLS, port 465), with AUTH PLAIN when a user is given.
 * A small client on node:net so the API needs no mail dependency.
 */
export async function sendSmtp(
  url: string,
  mail: OutgoingMail,
  { timeoutMs = 15_000, clientName = 'cairn.local' } = {},
): Promise<void> {
  const target = new URL(url);
  const secure = target.protocol === 'smtps:';
  const port = Number(target.port) || (secure ? 465 : 25);
  // `From` may be `Name <address>`; the envelope takes the bare address.
  const envelopeFrom = /<([^<>]+)>\s*$/.exec(mail.from)?.[1] ?? mail.from;
  for (const address of [envelopeFrom, mail.to]) {
    if (/[\r\n<>\s]/.test(address)) throw new Error(`Refusing a mail address with ${address}`);
  }
  if (/[\r\n]/.test(mail.from)) throw new Error('Refusing a From line with a line break');
  const socket: Socket = secure
    ? connectTls({ host: target.hostname, port, servername: target.hostname })
    : connectPlain({ host: target.hostname, port });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP server timed out')));
  const replies = replyReader(socket);
  try {
    await replies.expect(220);
    await command(socket, replies, `EHLO ${clientName}`, 250);
    if (target.username) {
      const credentials = Buffer.from(
        `\0${decodeURIComponent(target.username)}\0${decodeURIComponent(target.password)}`,
      ).toString('base64');
      await command(socket, replies, `AUTH PLAIN ${credentials}`, 235);
    }
    await command(socket, replies, `MAIL FROM:<${envelopeFrom}>`, 250);
    await command(socket, replies, `RCPT TO:<${mail.to}>`, 250, 251);
    await command(socket, replies, 'DATA', 354);
    await command(socket, replies, `${message(mail, clientName)}\r\n.`, 250);
    await command(socket, replies, 'QUIT', 221).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}

function message(mail: OutgoingMail, clientName: string): string {
  const headers = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@${clientName}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  // Lines starting with a dot are doubled (RFC 5321 4.5.2); line ends are CRLF.
  const body = mail.text
    .replace(/\r?\n/g, '\r\n')
    .split('\r\n')
    .map((line) => (line.startsWith('.') ? `.${line}` : line))
    .join('\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

/** Header text without line breaks, RFC 2047-encoded when it is not plain ASCII. */
function encodeHeader(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(flat)
    ? flat
    : `=?UTF-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`;
}

async function command(
  socket: Socket,
  replies: ReturnType<typeof replyReader>,
  line: string,
  ...accepted: number[]
): Promise<void> {
  socket.write(`${line}\r\n`);
  await replies.expect(...accepted);
}

/** Reads SMTP replies (multi-line ones end with a `code SP` line) one at a time. */
function replyReader(socket: Socket) {
  let buffer = '';
  let failure: Error | undefined;
  const waiting: (() => void)[] = [];
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    wake();
  });
  socket.on('error', (error) => {
    failure = error;
    wake();
  });
  socket.on('close', () => {
    failure ??= new Error('SMTP connection closed');
    wake();
  });

  async function next(): Promise<{ code: number; text: string }> {
    while (true) {
      const match = /^(?:\d{3}-[^\n]*\n)*(\d{3})(?:[ \r][^\n]*)?\n/.exec(buffer);
      if (match) {
        buffer = buffer.slice(match[0].length);
        return { code: Number(match[1]), text: match[0].trim() };
      }
      if (failure) throw failure;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  return {
    async expect(...codes: number[]): Promise<void> {
      const reply = await next();
      if (!codes.includes(reply.code)) {
        throw new Error(`SMTP server answered ${reply.text.replace(/\s+/g, ' ')}`);
      }
    },
  };
}
