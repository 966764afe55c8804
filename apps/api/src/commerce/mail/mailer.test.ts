import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { testDatabases } from '../../testing/test-api.ts';
import { Shopper } from '../testing/shopper.ts';
import { startFakeSmtpServer } from './fake-smtp-server.ts';
import { sendSmtp } from './smtp-client.ts';

describe('sendSmtp', () => {
  let server: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  beforeAll(async () => {
    server = await startFakeSmtpServer();
  });
  afterAll(() => server.close());

  it('sends a plain-text mail with AUTH PLAIN, headers and dot-stuffing', async () => {
    const url = new URL(server.url);
    url.username = 'shop';
    url.password = 's3cret';
    await sendSmtp(url.href, {
      from: 'shop@cairn.example',
      to: 'ada@example.com',
      subject: 'Your order – thank you',
      text: 'Line one\n.starts with a dot\nLast line',
    });
    const session = server.received.at(-1);
    expect(session?.commands.slice(0, 5)).toEqual([
      'EHLO cairn.local',
      `AUTH PLAIN ${Buffer.from('\0shop\0s3cret').toString('base64')}`,
      'MAIL FROM:<shop@cairn.example>',
      'RCPT TO:<ada@example.com>',
      'DATA',
    ]);
    expect(session?.commands.at(-1)).toBe('QUIT');
    expect(session?.data).toContain('To: ada@example.com\r\n');
    expect(session?.data).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('Your order – thank you').toString('base64')}?=`,
    );
    expect(session?.data).toContain('\r\n\r\nLine one\r\n..starts with a dot\r\nLast line');
  });

  it("fails with the server's answer when a recipient is refused", async () => {
    await expect(
      sendSmtp(server.url, {
        from: 'shop@cairn.example',
        to: 'refuse@example.com',
        subject: 'x',
        text: 'x',
      }),
    ).rejects.toThrow('SMTP server answered 550 5.1.1 no such user');
  });

  it('refuses addresses that would inject commands', async () => {
    await expect(
      sendSmtp(server.url, {
        from: 'shop@cairn.example',
        to: 'a@example.com>\r\nRCPT TO:<b@example.com',
        subject: 'x',
        text: 'x',
      }),
    ).rejects.toThrow(/Refusing a mail address/);
  });
});

describe.each(testDatabases())('mail through the outbox on $name', (database) => {
  let api: Api;
  let server: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  beforeAll(async () => {
    server = await startFakeSmtpServer();
    await database.create?.();
    api = await createApi({
      config: loadConfig({ SMTP_URL: server.url, MAIL_FROM: 'Cairn <orders@cairn.example>' }),
      database: database.options(),
    });
  });
  afterAll(async () => {
    await api?.close();
    await database.drop?.();
    await server?.close();
  });

  it('sends a password-reset mail by SMTP when SMTP_URL is set, and marks it sent', async () => {
    const email = `mail.${Date.now()}@example.com`;
    await new Shopper(api).register(email);
    await new Shopper(api).post('/password-reset-email', { body: { email } });
    const sent = async () =>
      (
        (await api.database.db.execute(
          sql`select sent_at, error from outbox where recipient = ${email}`,
        )) as unknown as { rows: { sent_at: Date | null; error: string | null }[] }
      ).rows[0];
    for (let wait = 0; wait < 50 && !(await sent())?.sent_at; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await sent())?.sent_at).not.toBeNull();
    const session = server.received.find((mail) => mail.data.includes(`To: ${email}`));
    expect(session?.commands).toContain('MAIL FROM:<orders@cairn.example>');
    expect(session?.data).toMatch(/http:\/\/localhost:3000\/customer\/reset-password\?i=/);
  });
});
