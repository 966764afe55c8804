import { createServer } from 'node:net';
import { type FakeSmtpServer, startFakeSmtpServer } from '@cairn/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../commerce/mail/mailer.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';

/**
 * The mail server down: mail waits in the outbox (the order that caused it is not failed) and
 * the outbox worker sends it once the server is back, without any new mail to trigger it.
 * The fake SMTP server starts late, on the address the mailer was given from the start.
 */
describe('mail while the SMTP server is down', () => {
  let handle: DatabaseHandle;
  let mailer: Mailer;
  let smtp: FakeSmtpServer | undefined;
  let port = 0;
  const logged: string[] = [];

  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
    port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    mailer = createMailer({
      db: handle.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      log: (message) => logged.push(message),
      retryBaseMs: 300,
    });
  });
  afterAll(async () => {
    mailer?.stop();
    await smtp?.close();
    await handle?.close();
  });

  const outbox = async () =>
    (
      (await handle.db.execute(
        sql`select recipient, sent_at, attempts, error from outbox order by id`,
      )) as unknown as {
        rows: { recipient: string; sent_at: Date | null; attempts: number; error: string | null }[];
      }
    ).rows;

  it('keeps mail in the outbox while the server is down and sends it when it returns', async () => {
    for (const to of ['one@example.com', 'two@example.com', 'three@example.com']) {
      await mailer.queue(handle.db, { kind: 'test', to, subject: `For ${to}`, body: 'Hello' });
    }
    await mailer.deliver();
    const waiting = await outbox();
    expect(waiting.every((row) => row.sent_at === null)).toBe(true);
    // Only the first was tried: the server was unreachable, so the others kept their turn.
    expect(waiting.map((row) => row.attempts)).toEqual([1, 0, 0]);
    expect(waiting[0]?.error).toMatch(/smtp/i);

    const downSince = performance.now();
    mailer.startWorker(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    smtp = await startFakeSmtpServer({ port });
    const returnedAt = performance.now();
    for (let wait = 0; wait < 100; wait += 1) {
      if ((await outbox()).every((row) => row.sent_at !== null)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sent = await outbox();
    console.info(
      `mail outage: ${JSON.stringify({
        queued: sent.length,
        sentAfterReturnMs: Math.round(performance.now() - returnedAt),
        downMs: Math.round(returnedAt - downSince),
        attempts: sent.map((row) => row.attempts),
      })}`,
    );
    expect(sent.every((row) => row.sent_at !== null)).toBe(true);
    expect(smtp.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual([
      'one@example.com',
      'three@example.com',
      'two@example.com',
    ]);
    expect(logged.some((line) => line.includes('not sent'))).toBe(true);
  });
});
