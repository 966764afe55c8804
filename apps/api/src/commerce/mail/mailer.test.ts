import { type FakeSmtpServer, startFakeSmtpServer } from '@cairn/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApi } from '../../testing/test-api.ts';
import { Shopper } from '../testing/shopper.ts';

describe.each(testDatabases())('mail through the outbox on $name', (database) => {
  let server: FakeSmtpServer;
  beforeAll(async () => {
    server = await startFakeSmtpServer();
  });
  afterAll(() => server?.close());
  const api = useTestApi(database, () => ({
    env: { SMTP_URL: server.url, MAIL_FROM: 'Cairn <orders@cairn.example>' },
  }));

  it('sends a password-reset mail by SMTP when SMTP_URL is set, marks it sent and drops its body', async () => {
    const email = `mail.${Date.now()}@example.com`;
    await new Shopper(api).register(email);
    await new Shopper(api).post('/password-reset-email', { body: { email } });
    const sent = async () =>
      (
        (await api.database.db.execute(
          sql`select sent_at, error, body from outbox where recipient = ${email}`,
        )) as unknown as { rows: { sent_at: Date | null; error: string | null; body: string }[] }
      ).rows[0];
    for (let wait = 0; wait < 50 && !(await sent())?.sent_at; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await sent())?.sent_at).not.toBeNull();
    // Sent, the body (and the reset link in it) is no longer kept in the outbox.
    expect((await sent())?.body).toBe('');
    const received = server.received.find((mail) => mail.envelopeTo.includes(email));
    expect(received?.envelopeFrom).toBe('orders@cairn.example');
    expect(received?.data).toContain(`To: ${email}`);
    expect(received?.data).toMatch(/http:\/\/localhost:3000\/customer\/reset-password\?i=/);
  });
});
