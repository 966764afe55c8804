import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Shopper, send, stockedSkus } from '../commerce/testing/shopper.ts';
import { purgeExpired } from '../maintenance/purge.ts';
import { testDatabases, useTestApi } from '../testing/test-api.ts';

/**
 * Security review round two, finding 3: every write an anonymous client can cause is limited
 * per address, bounded and purged, and a purchase event counts only as a real order.
 */
describe.each(testDatabases())('anonymous writes on $name', (database) => {
  const limited = { points: 20, durationSeconds: 60 * 60 };
  const api = useTestApi(database, {
    rateLimits: { sessionsPerAddress: limited, recommendationEventsPerAddress: limited },
  });
  let skus: string[];
  beforeAll(async () => {
    skus = await stockedSkus(api, 2, 5);
  });

  const count = async (table: string) => {
    const { rows } = (await api.database.db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    )) as unknown as { rows: { n: number }[] };
    return rows[0]?.n ?? 0;
  };
  const visitor = { session: 'anon-session', customer: 'anon-customer' };

  it('reads the bag without a token without writing a session or a cart', async () => {
    const [sessions, selections] = [await count('commerce_sessions'), await count('selections')];
    for (let read = 0; read < 50; read += 1) {
      const answer = await send(api, 'GET', '/commerce/selection', { address: '198.51.100.30' });
      expect(answer.status).toBe(200);
      expect(answer.token).toBe('none');
      expect(answer.body.selection.items).toEqual([]);
      expect(answer.body.location.country).toBe('GB');
    }
    const written = {
      sessions: (await count('commerce_sessions')) - sessions,
      selections: (await count('selections')) - selections,
    };
    console.info(`50 anonymous bag reads wrote ${JSON.stringify(written)}`);
    expect(written).toEqual({ sessions: 0, selections: 0 });
  });

  it('limits new sessions per address (429 with Retry-After past it), not per shopper', async () => {
    const before = await count('commerce_sessions');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await send(api, 'POST', `/commerce/items/${skus[0]}`, {
        address: '198.51.100.31',
        body: {},
      });
      statuses.push(answer.status);
    }
    const written = (await count('commerce_sessions')) - before;
    console.info(`30 new carts from one address: ${written} sessions written`);
    expect(written).toBe(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // A shopper who has a session keeps using it; another address is untouched.
    expect((await new Shopper(api, '198.51.100.32').post(`/items/${skus[0]}`)).status).toBe(200);
  });

  it('limits recommendation events per address: rows written stop at the limit', async () => {
    const before = await count('recommendation_events');
    const started = Date.now();
    const statuses: number[] = [];
    const { rows } = (await api.database.db.execute(
      sql`select sku from products order by id limit 1`,
    )) as unknown as { rows: { sku: string }[] };
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const answer = await send(api, 'POST', '/api/elevate/notify', {
        address: '198.51.100.33',
        body: { ...visitor, event: 'view', sku: rows[0]?.sku },
      });
      statuses.push(answer.status);
    }
    const written = (await count('recommendation_events')) - before;
    const minutes = (Date.now() - started) / 60_000;
    console.info(
      `60 views from one address in ${Math.round(minutes * 60_000)} ms: ${written} rows written (limit 20 an hour here; 1,200 by default)`,
    );
    expect(written).toBe(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  it('counts an IPv6 client by its /64: stepping through its addresses writes no more', async () => {
    const [events, sessions] = [
      await count('recommendation_events'),
      await count('commerce_sessions'),
    ];
    const { rows } = (await api.database.db.execute(
      sql`select sku from products order by id limit 1`,
    )) as unknown as { rows: { sku: string }[] };
    // One host holds a /64 (2^64 addresses): a new address for every request.
    const address = (n: number) => `2001:db8:30:1:${n.toString(16)}::${(n * 7).toString(16)}`;
    for (let n = 0; n < 60; n += 1) {
      await send(api, 'POST', '/api/elevate/notify', {
        address: address(n),
        body: { ...visitor, event: 'view', sku: rows[0]?.sku },
      });
      await send(api, 'POST', `/commerce/items/${skus[0]}`, { address: address(n), body: {} });
    }
    const written = {
      events: (await count('recommendation_events')) - events,
      sessions: (await count('commerce_sessions')) - sessions,
    };
    console.info(
      `60 views and 60 new carts from 60 addresses of one IPv6 /64: ${JSON.stringify(written)} rows written (limit 20 an hour here)`,
    );
    expect(written).toEqual({ events: 20, sessions: 20 });
    // The next /64 is another client.
    const next = await send(api, 'POST', '/api/elevate/notify', {
      address: '2001:db8:30:2::1',
      body: { ...visitor, event: 'view', sku: rows[0]?.sku },
    });
    expect(next.status).toBe(200);
  });

  it('counts a purchase only as a real order of the reporting session, once, with its own lines', async () => {
    const before = await count('recommendation_purchases');
    const fake = {
      ...visitor,
      lines: [{ quantity: 999, variantKey: skus[1], sellingPrice: 1 }],
    };
    // No token, or a session without an order: nothing counts.
    const anonymous = await send(api, 'POST', '/api/elevate/order', {
      address: '198.51.100.34',
      body: fake,
    });
    expect(anonymous.status).toBe(409);
    const guest = new Shopper(api, '198.51.100.35');
    await guest.post(`/items/${skus[0]}`);
    const noOrder = await send(api, 'POST', '/api/elevate/order', {
      address: '198.51.100.35',
      headers: { 'API-Token': guest.token ?? '' },
      body: fake,
    });
    expect(noOrder.status).toBe(409);
    expect((await count('recommendation_purchases')) - before).toBe(0);

    const buyer = new Shopper(api, '198.51.100.36');
    expect((await buyer.checkout([skus[0] as string])).status).toBe(201);
    const report = () =>
      send(api, 'POST', '/api/elevate/order', {
        address: '198.51.100.36',
        headers: { 'API-Token': buyer.token ?? '' },
        body: fake,
      });
    expect((await report()).status).toBe(200);
    const { rows } = (await api.database.db.execute(
      sql`select variant_key, quantity from recommendation_purchases order by id desc limit 1`,
    )) as unknown as { rows: { variant_key: string; quantity: number }[] };
    // The order's line, not the report's invented 999 of another size.
    expect(rows).toEqual([{ variant_key: skus[0], quantity: 1 }]);
    expect((await report()).status).toBe(409);
    expect((await count('recommendation_purchases')) - before).toBe(1);
  });

  it('purges old recommendation events and purchases, and anonymous sessions whose cart stayed empty', async () => {
    const db = api.database.db;
    await db.execute(
      sql`insert into recommendation_events (kind, session_key, customer_key, product_key, created_at)
          values ('view', 'old', 'old', 'old', now() - interval '91 days')`,
    );
    await db.execute(
      sql`insert into recommendation_purchases (session_key, customer_key, product_key, variant_key, quantity, selling_price_minor, created_at)
          values ('old', 'old', 'old', 'old', 1, 100, now() - interval '366 days')`,
    );
    const empty = new Shopper(api, '198.51.100.37');
    await empty.put('/countries/FR');
    const full = new Shopper(api, '198.51.100.38');
    await full.post(`/items/${skus[0]}`);
    await db.execute(
      sql`update commerce_sessions set created_at = now() - interval '25 hours', last_seen_at = now() - interval '25 hours'`,
    );
    const counts = await purgeExpired(db);
    expect(counts.recommendationEvents).toBeGreaterThanOrEqual(1);
    expect(counts.recommendationPurchases).toBeGreaterThanOrEqual(1);
    // The empty cart is gone; the one holding an item stays (30 days).
    expect((await empty.get('/selection')).token).toBe('none');
    expect((await full.get('/selection')).body.selection.items).toHaveLength(1);
  });
});
