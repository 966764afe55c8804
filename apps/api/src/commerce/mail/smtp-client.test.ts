import { type FakeSmtpServer, startFakeSmtpServer } from '@cairn/testing';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpSender, smtpTransportOptions } from './smtp-client.ts';

const mail = { from: 'shop@cairn.example', to: 'ada@example.com', subject: 'x', text: 'x' };

/** A certificate for 127.0.0.1 that only the tests trust. */
async function localCertificate() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

describe('smtpTransportOptions', () => {
  it('reads host, port, TLS and credentials from SMTP_URL', () => {
    expect(smtpTransportOptions('smtp://mail.example')).toEqual({
      host: 'mail.example',
      port: 25,
      secure: false,
      requireTLS: false,
    });
    expect(smtpTransportOptions('smtps://shop%40cairn:p%3As%2Fs@mail.example')).toEqual({
      host: 'mail.example',
      port: 465,
      secure: true,
      requireTLS: false,
      auth: { user: 'shop@cairn', pass: 'p:s/s' },
    });
    expect(smtpTransportOptions('smtp://u:p@[::1]:587?requireTLS=true')).toMatchObject({
      host: '::1',
      port: 587,
      secure: false,
      requireTLS: true,
    });
  });
});

describe('createSmtpSender over plain SMTP', () => {
  let server: FakeSmtpServer;
  beforeAll(async () => {
    server = await startFakeSmtpServer();
  });
  afterAll(() => server.close());

  it('sends a plain-text mail with AUTH, headers and lines that start with a dot', async () => {
    const url = new URL(server.url);
    url.username = 'shop';
    url.password = 's3cret';
    await createSmtpSender(url.href)({
      from: 'Cairn <shop@cairn.example>',
      to: 'ada@example.com',
      subject: 'Your order – thank you',
      text: 'Line one\n.starts with a dot\nLast line',
    });
    const received = server.received.at(-1);
    expect(received).toMatchObject({
      clientName: 'cairn.local',
      auth: { method: 'PLAIN', username: 'shop', password: 's3cret' },
      secure: false,
      envelopeFrom: 'shop@cairn.example',
      envelopeTo: ['ada@example.com'],
    });
    expect(received?.data).toContain('From: Cairn <shop@cairn.example>\r\n');
    expect(received?.data).toContain('To: ada@example.com\r\n');
    expect(received?.data).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(received?.data).toContain('Content-Type: text/plain; charset=utf-8');
    expect(received?.data).toMatch(/\r\n\r\nLine one\r\n\.starts with a dot\r\nLast line/);
  });

  it('delivers a long link whole, however the body is encoded on the way', async () => {
    const link = `https://shop.example/customer/reset-password?token=${'a1b2c3d4'.repeat(12)}&id=42`;
    await createSmtpSender(server.url)({ ...mail, text: `Choose a new password: ${link}\n` });
    const received = server.received.at(-1);
    expect(received?.text).toContain(link);
  });

  it("fails with the server's answer when a recipient is refused", async () => {
    await expect(
      createSmtpSender(server.url)({ ...mail, to: 'refuse@example.com' }),
    ).rejects.toThrow(/^SMTP server answered RCPT TO with 550 .*no such user/);
  });

  it('refuses a recipient or sender that would add recipients or headers', async () => {
    const send = createSmtpSender(server.url);
    const before = server.received.length;
    for (const to of [
      'a@example.com>\r\nRCPT TO:<b@example.com',
      'a@example.com\r\nBcc: b@example.com',
      'a@example.com, b@example.com',
      'Ada <a@example.com>',
    ]) {
      await expect(send({ ...mail, to }), to).rejects.toThrow(/Refusing the mail address/);
    }
    await expect(
      send({ ...mail, from: 'Cairn\r\nBcc: b@example.com <shop@cairn.example>' }),
    ).rejects.toThrow(/Refusing a From line with a line break/);
    expect(server.received.length).toBe(before);
  });

  it('keeps a line break in the subject out of the headers', async () => {
    await createSmtpSender(server.url)({ ...mail, subject: 'Hello\r\nBcc: b@example.com' });
    const received = server.received.at(-1);
    expect(received?.envelopeTo).toEqual(['ada@example.com']);
    expect(received?.data).not.toMatch(/^Bcc:/m);
    expect(received?.data).toMatch(/^Subject: Hello Bcc: b@example.com\r\n/m);
  });

  it('refuses to go on without TLS when SMTP_URL asks for requireTLS', async () => {
    await expect(createSmtpSender(`${server.url}?requireTLS=true`)(mail)).rejects.toThrow(
      /^SMTP server answered STARTTLS with 5\d\d/,
    );
  });
});

describe('createSmtpSender over TLS', () => {
  let tls: { key: string; cert: string };
  let starttls: FakeSmtpServer;
  let implicit: FakeSmtpServer;
  beforeAll(async () => {
    tls = await localCertificate();
    starttls = await startFakeSmtpServer({ tls });
    implicit = await startFakeSmtpServer({ tls, implicitTls: true });
  });
  afterAll(async () => {
    await starttls.close();
    await implicit.close();
  });

  it('upgrades an smtp:// connection with STARTTLS when the server offers it', async () => {
    const url = new URL(starttls.url);
    url.username = 'shop';
    url.password = 's3cret';
    await createSmtpSender(url.href, { tls: { ca: tls.cert } })(mail);
    expect(starttls.received.at(-1)).toMatchObject({
      secure: true,
      auth: { username: 'shop', password: 's3cret' },
      envelopeTo: ['ada@example.com'],
    });
  });

  it('speaks TLS from the start to an smtps:// server', async () => {
    expect(implicit.url).toMatch(/^smtps:/);
    await createSmtpSender(implicit.url, { tls: { ca: tls.cert } })(mail);
    expect(implicit.received.at(-1)).toMatchObject({ secure: true });
  });

  it('does not send to a server whose certificate it cannot verify', async () => {
    const before = starttls.received.length;
    await expect(createSmtpSender(starttls.url)(mail)).rejects.toThrow(/certificate/i);
    expect(starttls.received.length).toBe(before);
  });
});
