import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Shopper } from '../commerce/testing/shopper.ts';
import { testDatabases, useTestApi } from '../testing/test-api.ts';
import { purgeExpired } from './purge.ts';

describe.each(testDatabases())('purging expired data on $name', (database) => {
  const api = useTestApi(database);
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await api.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const sessionCount = async (token: string | null) =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from commerce_sessions s
            where s.token_hash = encode(sha256(convert_to(${token ?? ''}, 'UTF8')), 'hex')`,
      )
    )[0]?.n;

  it('deletes anonymous carts older than 30 days, ended sessions, and keeps live ones', async () => {
    const old = new Shopper(api);
    await old.put('/countries/GB');
    const ended = new Shopper(api);
    await ended.register(`ended.${Date.now()}@example.com`, 'pass phrase one');
    const endedToken = ended.token;
    await ended.post('/logout');
    const fresh = new Shopper(api);
    await fresh.put('/countries/GB');
    await api.database.db.execute(
      sql`update commerce_sessions set created_at = now() - interval '31 days'
          where token_hash = encode(sha256(convert_to(${old.token ?? ''}, 'UTF8')), 'hex')`,
    );
    const counts = await purgeExpired(api.database.db);
    expect(counts.sessions).toBeGreaterThanOrEqual(2);
    expect(await sessionCount(old.token)).toBe(0);
    expect(await sessionCount(endedToken)).toBe(0);
    expect(await sessionCount(fresh.token)).toBe(1);
    // The cart of the purged session went with it.
    expect((await old.get('/selection')).body.selection.items).toEqual([]);
  });

  it('ends a session at its absolute lifetime however recently it was used', async () => {
    const shopper = new Shopper(api);
    await shopper.register(`old.${Date.now()}@example.com`, 'pass phrase one');
    expect((await shopper.get('/customer')).status).toBe(200);
    await api.database.db.execute(
      sql`update commerce_sessions set created_at = now() - interval '91 days', last_seen_at = now()
          where token_hash = encode(sha256(convert_to(${shopper.token ?? ''}, 'UTF8')), 'hex')`,
    );
    expect((await shopper.get('/customer')).status).toBe(401);
  });

  it('deletes expired limit counters, spent reset requests and old mail; blanks expired unsent reset links', async () => {
    await api.database.db.execute(
      sql`insert into rate_limits (key, points, expire) values ('test:old', 3, now() - interval '1 minute'), ('test:live', 1, now() + interval '1 hour')`,
    );
    const email = `purge.${Date.now()}@example.com`;
    await new Shopper(api).register(email, 'pass phrase one');
    await new Shopper(api).post('/password-reset-email', { body: { email } });
    for (let wait = 0; wait < 50; wait += 1) {
      const [mail] = await rows<{ n: number }>(
        sql`select count(*)::int as n from outbox where recipient = ${email} and kind = 'password-reset'`,
      );
      if (mail?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await api.database.db.execute(
      sql`update outbox set created_at = now() - interval '2 hours' where recipient = ${email} and kind = 'password-reset'`,
    );
    await api.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '2 days'
          where customer_id = (select id from customers where email = ${email})`,
    );
    await api.database.db.execute(
      sql`insert into outbox (kind, recipient, subject, body, created_at, sent_at)
          values ('order-confirmation', ${`old-${randomUUID()}@example.com`}, 'Old', '', now() - interval '31 days', now() - interval '31 days')`,
    );
    const counts = await purgeExpired(api.database.db);
    expect(counts).toMatchObject({ rateLimits: expect.any(Number), mail: 1, redactedMail: 1 });
    expect(counts.passwordResets).toBeGreaterThanOrEqual(1);
    const keys = await rows<{ key: string }>(
      sql`select key from rate_limits where key like 'test:%'`,
    );
    expect(keys.map((row) => row.key)).toEqual(['test:live']);
    const [mail] = await rows<{ body: string }>(
      sql`select body from outbox where recipient = ${email} and kind = 'password-reset'`,
    );
    expect(mail?.body).not.toContain('reset-password?i=');
    expect(
      await rows(
        sql`select 1 from password_resets where customer_id = (select id from customers where email = ${email})`,
      ),
    ).toEqual([]);
  });

  it('deletes registrations never confirmed, with their password hashes, and blanks their links', async () => {
    const email = `unconfirmed.${Date.now()}@example.com`;
    await new Shopper(api).post('/register', { body: { email, password: 'pass phrase one' } });
    await api.database.db.execute(
      sql`update pending_registrations set expires_at = now() - interval '1 minute' where email = ${email}`,
    );
    await api.database.db.execute(
      sql`update outbox set created_at = now() - interval '25 hours' where recipient = ${email}`,
    );
    const counts = await purgeExpired(api.database.db);
    expect(counts.registrations).toBeGreaterThanOrEqual(1);
    expect(await rows(sql`select 1 from pending_registrations where email = ${email}`)).toEqual([]);
    const [mail] = await rows<{ body: string }>(
      sql`select body from outbox where recipient = ${email} and kind = 'registration'`,
    );
    expect(mail?.body).not.toContain('/customer/activate?i=');
  });

  it('deletes payment attempts, with their addresses, a day after they started', async () => {
    const shopper = new Shopper(api);
    await shopper.put('/countries/GB');
    const [session] = await rows<{ id: string }>(
      sql`select id from commerce_sessions
          where token_hash = encode(sha256(convert_to(${shopper.token ?? ''}, 'UTF8')), 'hex')`,
    );
    const attempt = (age: string) => sql`insert into payment_attempts
        (id, session_id, selection_id, method, amount_minor, currency, address, return_page,
         failed_page, status, created_at)
        values (${randomUUID()}, ${session?.id}, ${randomUUID()}, 'test-redirect', 4500, 'GBP',
          ${JSON.stringify({ firstName: 'Ada', email: 'ada@example.com' })}::jsonb,
          'https://shop.example/success', 'https://shop.example/checkout', 'completed',
          now() - ${age}::interval)
        returning id`;
    const [old] = await rows<{ id: string }>(attempt('25 hours'));
    const [recent] = await rows<{ id: string }>(attempt('2 hours'));
    const counts = await purgeExpired(api.database.db);
    expect(counts.paymentAttempts).toBeGreaterThanOrEqual(1);
    const left = await rows<{ id: string }>(
      sql`select id from payment_attempts where id in (${old?.id}, ${recent?.id})`,
    );
    expect(left.map((row) => row.id)).toEqual([recent?.id]);
  });
});
