import { randomUUID } from 'node:crypto';
import { loadConfig } from '@cairn/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../app.ts';
import { createApi } from '../../app.ts';
import { Shopper, setStock, stockedSkus } from '../../commerce/testing/shopper.ts';
import { seedDemoData } from '../../seed.ts';
import { testDatabases } from '../../testing/test-api.ts';
import { faultServicesSet } from './fault-services.ts';
import { startTcpFaultProxy, type TcpFaultProxy } from './tcp-fault-proxy.ts';

/**
 * PostgreSQL restarting under load, seen through a TCP proxy that drops every connection and
 * refuses new ones for a few seconds (the machine's shared server is never restarted). Four
 * shoppers keep resolving pages and paying throughout. Requests in flight and during the
 * outage must fail cleanly (503 with Retry-After, within seconds, never a 500 or a hang), the
 * pool must reconnect by itself, service must be normal within 5 s of the database's return,
 * and every order acknowledged must be in the database afterwards.
 */
const server = faultServicesSet('database restart', ['DATABASE_URL'])
  ? testDatabases().find((database) => database.name === 'postgres')
  : undefined;
const outageMs = 4000;

type Outcome = {
  kind: string;
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
};

describe.skipIf(!server)('a PostgreSQL restart under load (through a fault proxy)', () => {
  let proxy: TcpFaultProxy;
  let api: Api;
  let skus: string[] = [];
  let productSlug = '';

  beforeAll(async () => {
    if (!server) return;
    // (seeding the catalogue through the proxy takes a while on a busy machine)
    await server.create?.();
    const direct = new URL((server.options() as { url: string }).url);
    proxy = await startTcpFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.port = String(proxy.port);
    api = await createApi({
      config: loadConfig({}),
      database: { url: proxied.href },
      // The shoppers all come from one address: the per-address limit on new sessions is not
      // what this test is about.
      rateLimits: { sessionsPerAddress: { points: 1_000_000, durationSeconds: 60 * 60 } },
    });
    // The seed step runs apart from the runtime (seed.ts): the catalogue the shoppers buy from.
    await seedDemoData(api.database.db, { productImages: false });
    skus = await stockedSkus(api, 8);
    // Enough stock that no payment fails for want of it.
    for (const sku of skus) await setStock(api, sku, 100_000);
    const rows = (await api.database.db.execute(
      sql`select slug from products where bundle_info is null limit 1`,
    )) as unknown as { rows: { slug: string }[] };
    productSlug = rows.rows[0]?.slug ?? '';
  });
  afterAll(async () => {
    await api?.close();
    await proxy?.close();
    await server?.drop?.();
  });

  it('answers 503 during the outage, recovers within 5 s and loses no acknowledged order', async () => {
    const outcomes: Outcome[] = [];
    const acknowledged: { key: string; order: number }[] = [];
    const t0 = performance.now();
    const now = () => performance.now() - t0;
    let stop = false;

    async function timed(
      kind: string,
      send: () => Response | Promise<Response | { status: number }>,
    ) {
      const start = now();
      const answer = await send();
      const retryAfter = answer instanceof Response ? answer.headers.get('Retry-After') : null;
      outcomes.push({ kind, start, end: now(), status: answer.status, retryAfter });
      return answer;
    }

    async function worker(index: number) {
      for (let round = 0; !stop; round += 1) {
        await timed('page', () => api.app.request(`/api/resolver/${productSlug}`));
        const shopper = new Shopper(api, `192.0.2.${10 + index}`);
        const key = `restart-${randomUUID()}`;
        const sku = skus[(index + round) % skus.length] ?? '';
        const added = await timed('add-item', () => shopper.post(`/items/${sku}`));
        if (added.status !== 201 && added.status !== 200) continue;
        const paid = await timed('payment', () => shopper.pay({}, { 'Idempotency-Key': key }));
        const body = (paid as { body?: { order?: { order?: string } } }).body;
        if (paid.status === 201 || paid.status === 200) {
          acknowledged.push({ key, order: Number(body?.order?.order) });
        }
      }
    }

    const workers = [0, 1, 2, 3].map(worker);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const cutAt = now();
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, outageMs));
    await proxy.restore();
    const restoredAt = now();
    await new Promise((resolve) => setTimeout(resolve, 8000));
    stop = true;
    await Promise.all(workers);

    const failures = outcomes.filter((outcome) => outcome.status >= 400);
    const firstOkAfter = outcomes.find((o) => o.start >= restoredAt && o.status < 400);
    const lateFailures = failures.filter((o) => o.start > restoredAt + 5000);
    const slowest = Math.max(...outcomes.map((o) => o.end - o.start));
    const rows = (await api.database.db.execute(
      sql`select id, idempotency_key from orders where idempotency_key like 'restart-%'`,
    )) as unknown as { rows: { id: number; idempotency_key: string }[] };
    const stored = new Map(rows.rows.map((row) => [row.idempotency_key, row.id]));
    console.info(
      `database restart: ${JSON.stringify({
        requests: outcomes.length,
        failures: failures.length,
        failureStatuses: [...new Set(failures.map((o) => o.status))],
        outageMs,
        failuresOutsideWindow: failures.filter((o) => o.end < cutAt || o.start > restoredAt + 5000)
          .length,
        recoveredInMs: firstOkAfter ? Math.round(firstOkAfter.end - restoredAt) : null,
        slowestMs: Math.round(slowest),
        acknowledgedOrders: acknowledged.length,
        storedOrders: stored.size,
      })}`,
    );

    // Failures only in the outage window, every one a 503 that says when to come back.
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.status, failure.kind).toBe(503);
      expect(failure.end).toBeGreaterThanOrEqual(cutAt);
    }
    for (const failure of failures.filter((o) => o.kind === 'page')) {
      expect(failure.retryAfter).toMatch(/^\d+$/);
    }
    expect(lateFailures).toEqual([]);
    // Nobody waits on a dead database: the pool gives up on a connection within 3 s.
    expect(slowest).toBeLessThan(outageMs + 5000);
    expect(firstOkAfter && firstOkAfter.end - restoredAt).toBeLessThan(5000);
    // Every acknowledged order is there.
    for (const { key, order } of acknowledged) expect(stored.get(key), key).toBe(order);
  });
});
