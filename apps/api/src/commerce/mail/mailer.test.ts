import { type FakeSmtpServer, startFakeSmtpServer } from '@cairn/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApi } from '../../testing/test-api.ts';
import { Shopper } from '../testing/shopper.ts';
import { createMailer } from './mailer.ts';

describe.each(testDatabases())('mail through the outbox on $name', (database) => {
  let server: FakeSmtpServer;
  beforeAll(async () => {
    server = await startFakeSmtpServer();
  });
  afterAll(() => server?.close());
  const api = useTestApi(database, () => ({
    env: { SMTP_URL: server.url, MAIL_FROM: 'Cairn <orders@cairn.example>' },
  }));

  /** The link in the last mail the SMTP server received for `email`, waiting for it a little. */
  async function receivedLink(email: string): Promise<URL | undefined> {
    for (let wait = 0; wait < 50; wait += 1) {
      const mail = server.received.findLast((received) => received.envelopeTo.includes(email));
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (link) return new URL(link);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  }

  it('sends a password-reset mail by SMTP when SMTP_URL is set, marks it sent and drops its body', async () => {
    const email = `mail.${Date.now()}@example.com`;
    await new Shopper(api).register(email, undefined, { findLink: receivedLink });
    await new Shopper(api).post('/password-reset-email', { body: { email } });
    const sent = async () =>
      (
        (await api.database.db.execute(
          sql`select sent_at, error, body from outbox where recipient = ${email} and kind = 'password-reset'`,
        )) as unknown as { rows: { sent_at: Date | null; error: string | null; body: string }[] }
      ).rows[0];
    for (let wait = 0; wait < 50 && !(await sent())?.sent_at; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await sent())?.sent_at).not.toBeNull();
    // Sent, the body (and the reset link in it) is no longer kept in the outbox.
    expect((await sent())?.body).toBe('');
    const received = server.received.findLast((mail) => mail.envelopeTo.includes(email));
    expect(received?.envelopeFrom).toBe('orders@cairn.example');
    expect(received?.data).toContain(`To: ${email}`);
    expect(received?.data).toMatch(/http:\/\/localhost:3000\/customer\/reset-password\?i=/);
  });

  it('keeps bodies and recipients out of the log, except in a demo whose mailbox is the log', async () => {
    const mail = { kind: 'test', to: 'log@example.com', subject: 'Hello', body: 'secret link' };
    const quiet: string[] = [];
    await createMailer({ db: api.database.db, log: (line) => quiet.push(line) }).queue(
      api.database.db,
      mail,
    );
    expect(quiet).toEqual(['Mail queued (test): Hello']);
    const demo: string[] = [];
    await createMailer({
      db: api.database.db,
      log: (line) => demo.push(line),
      logBodies: true,
    }).queue(api.database.db, mail);
    expect(demo[0]).toContain('log@example.com');
    expect(demo[0]).toContain('secret link');
  });
});
