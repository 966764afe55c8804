import { randomUUID } from 'node:crypto';
import {
  cacheTag,
  closeRedis,
  connectRedis,
  createRedisClient,
  loadConfig,
} from '@cairn/server-kit';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../app.ts';
import { createApi } from '../../app.ts';
import { seedDemoData } from '../../seed.ts';
import { socketFrom, testDatabases } from '../../testing/test-api.ts';
import { faultServicesSet } from './fault-services.ts';
import { startTcpFaultProxy, type TcpFaultProxy } from './tcp-fault-proxy.ts';

/**
 * Redis stopped and started again under load, seen through a TCP proxy that drops every
 * connection and refuses new ones for a few seconds (the machine's shared Redis is never
 * stopped). Two API replicas share one PostgreSQL and, through the proxy, one Redis (data
 * cache level 2, purge messages, rate-limit counters). Shoppers keep reading pages from both
 * throughout. While Redis is away pages must keep being served (in-process caches and the
 * database), a limited route must still refuse past its limit (per process, never no limit),
 * and a purge made meanwhile must reach the other replica once Redis is back; after its return
 * purges and shared counters must work again within 5 s.
 */
const services = faultServicesSet('Redis outage', ['DATABASE_URL', 'REDIS_URL']);
const server = services
  ? testDatabases().find((database) => database.name === 'postgres')
  : undefined;
const outageMs = 4000;
// Low enough to run out within the outage; the other limits keep their defaults.
const trackingLimit = { points: 5, durationSeconds: 600 };

type Outcome = { page: string; replica: number; start: number; end: number; status: number };

describe.skipIf(!server)('Redis stopped and started under load (through a fault proxy)', () => {
  // Keys and channel of this run's own: the Redis is shared with other tests and sessions.
  const keyPrefix = `cairn-fault-${randomUUID().slice(0, 8)}:`;
  let proxy: TcpFaultProxy;
  let direct: Redis;
  let proxiedUrl = '';
  const replicas: Api[] = [];
  const pages: string[] = [];
  let productId = 0;

  beforeAll(async () => {
    if (!server) return;
    await server.create?.();
    const redisUrl = new URL(process.env.REDIS_URL ?? '');
    proxy = await startTcpFaultProxy({
      host: redisUrl.hostname,
      port: Number(redisUrl.port || 6379),
    });
    const proxied = new URL(redisUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    proxiedUrl = proxied.href;
    direct = createRedisClient({ url: redisUrl.href, keyPrefix: '', name: 'cairn-fault-test' });
    await connectRedis(direct);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      REDIS_URL: proxiedUrl,
      REDIS_KEY_PREFIX: keyPrefix,
    });
    for (let n = 0; n < 2; n += 1) {
      replicas.push(
        await createApi({
          config,
          database: server.options(),
          rateLimits: { trackingFailuresPerAddress: trackingLimit },
          // The seed below is an import these replicas did not make: their watchers would
          // replay its purge at their next poll, in the middle of the outage being tested.
          importWatchIntervalMs: 10 * 60_000,
        }),
      );
    }
    const [first] = replicas;
    if (!first) return;
    await seedDemoData(first.database.db, { productImages: false });
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await first.database.db.execute(query)) as unknown as { rows: Record<string, string>[] })
        .rows;
    const [product] = await rows(
      sql`select id, slug from products where bundle_info is null limit 1`,
    );
    productId = Number(product?.id);
    const [category] = await rows(sql`select uri from categories limit 1 offset 3`);
    pages.push(
      `/api/resolver/${product?.slug}`,
      `/api/resolver${category?.uri}`,
      '/api/resolver/about-us',
      '/api/globals',
    );
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await proxy?.close();
    if (direct) {
      const keys = await direct.keys(`${keyPrefix}*`);
      if (keys.length > 0) await direct.del(...keys);
      await closeRedis(direct);
    }
    await server?.drop?.();
  });

  /** A limited route from `address` on `replica`: 404 (counted guess) or 429 (refused). */
  const guess = (replica: Api, address: string) =>
    replica.app.request(
      '/api/orders/track',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderNumber: '999999999', email: 'nobody@example.com' }),
      },
      socketFrom(address),
    );
  const statuses = async (replica: Api, address: string, times: number) => {
    const answers: number[] = [];
    for (let n = 0; n < times; n += 1) answers.push((await guess(replica, address)).status);
    return answers;
  };
  /** When each level-2 entry tagged `tag` was stored (Date.now), as Redis holds them. */
  const storedTimes = async (tag: string) => {
    // Tag sets list entry keys without the client's prefix (ioredis prefixes keys, not values).
    const ids = await direct.smembers(`${keyPrefix}data:t:${tag}`);
    const texts = ids.length > 0 ? await direct.mget(...ids.map((id) => `${keyPrefix}${id}`)) : [];
    return texts.flatMap((text) =>
      text ? [(JSON.parse(text) as { storedAt: number }).storedAt] : [],
    );
  };
  const refusedAfter = (limit: number) => [...Array.from({ length: limit }, () => 404), 429, 429];

  it('keeps serving, limits per process, and purges again within 5 s of its return', async () => {
    const [a, b] = replicas as [Api, Api];
    const heardByB: { tags: string[]; at: number }[] = [];
    const t0 = performance.now();
    const now = () => performance.now() - t0;
    b.purges.subscribe((tags) => heardByB.push({ tags, at: now() }));

    // Before: counters are shared, a replica's guesses count on the other.
    const sharedBefore = [
      ...(await statuses(a, '198.51.100.1', trackingLimit.points)),
      ...(await statuses(b, '198.51.100.1', 2)),
    ];
    expect(sharedBefore).toEqual(refusedAfter(trackingLimit.points));

    const outcomes: Outcome[] = [];
    let stop = false;
    async function shopper(index: number) {
      for (let round = 0; !stop; round += 1) {
        const replica = (index + round) % 2;
        const page = pages[round % pages.length] ?? '/api/globals';
        const start = now();
        const answer = await (replicas[replica] as Api).app.request(page);
        await answer.arrayBuffer();
        outcomes.push({ page, replica, start, end: now(), status: answer.status });
        // A shopper reads, not a flood: leaves the 2 cores to the replicas' other work.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const shoppers = [0, 1, 2].map(shopper);
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const outagePurge = cacheTag.product(productId);
    const storedBeforeCut = await storedTimes(outagePurge);
    const cutAt = now();
    const cutAtWallClock = Date.now();
    await proxy.cut();
    // Let both replicas see the connections drop.
    await expect.poll(() => [a.redis?.status, b.redis?.status]).not.toContain('ready');
    // Degraded, still ready: a load balancer keeps every replica while Redis is away.
    const readiness = await a.app.request('/readyz');
    // The probe's code, and the operators' view (metricsPlacement) of Redis.
    const { status, details } = await a.ready();
    const readyDuringOutage = { http: readiness.status, status, redis: details.redis };
    // Per process, not shared and not absent: each replica refuses past the limit on its own.
    const duringA = await statuses(a, '198.51.100.2', trackingLimit.points + 2);
    const duringB = await statuses(b, '198.51.100.2', trackingLimit.points + 2);
    // A purge while Redis is away: here at once, on the other replica once Redis is back.
    await a.purge([outagePurge]);
    const heardDuringOutage = heardByB.some((heard) => heard.tags.includes(outagePurge));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageMs - (now() - cutAt))));
    await proxy.restore();
    const restoredAt = now();

    // Recovery: both replicas reconnected, the outage's purge replayed, and a new purge heard by the other replica.
    await expect
      .poll(() => [a.redis?.status, b.redis?.status], { timeout: 10_000, interval: 20 })
      .toEqual(['ready', 'ready']);
    const reconnectedInMs = now() - restoredAt;
    await expect
      .poll(() => heardByB.some((heard) => heard.tags.includes(outagePurge)), {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(true);
    const replayedInMs =
      (heardByB.find((heard) => heard.tags.includes(outagePurge))?.at ?? 0) - restoredAt;
    let purgeHeardInMs = Number.NaN;
    for (let attempt = 0; attempt < 200 && Number.isNaN(purgeHeardInMs); attempt += 1) {
      const tag = cacheTag.brand(`after-${attempt}`);
      await a.purge([tag]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const heard = heardByB.find((entry) => entry.tags.includes(tag));
      if (heard) purgeHeardInMs = heard.at - restoredAt;
    }
    // Counters shared again: a fresh address's guesses on one replica count on the other.
    const sharedAfter = [
      ...(await statuses(a, '198.51.100.3', trackingLimit.points)),
      ...(await statuses(b, '198.51.100.3', 2)),
    ];
    // The level-2 entries the outage's purge named are gone from Redis too (any there now
    // were stored after the cut).
    const storedAfterReplay = await storedTimes(outagePurge);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    stop = true;
    await Promise.all(shoppers);

    const failures = outcomes.filter((outcome) => outcome.status >= 500);
    const duringOutage = outcomes.filter((o) => o.start >= cutAt && o.end <= restoredAt);
    const firstOkAfter = outcomes.find((o) => o.start >= restoredAt && o.status < 400);
    const slowest = Math.max(...outcomes.map((o) => o.end - o.start));
    console.info(
      `redis outage: ${JSON.stringify({
        requests: outcomes.length,
        errors: failures.length,
        errorStatuses: [...new Set(failures.map((o) => o.status))],
        outageMs: Math.round(restoredAt - cutAt),
        servedDuringOutage: duringOutage.filter((o) => o.status < 400).length,
        slowestMs: Math.round(slowest),
        firstPageAfterReturnMs: firstOkAfter ? Math.round(firstOkAfter.end - restoredAt) : null,
        readyDuringOutage,
        limitDuringOutage: { replicaA: duringA, replicaB: duringB },
        outagePurgeHeardDuringOutage: heardDuringOutage,
        outagePurgeReplayedInMs: Math.round(replayedInMs),
        newPurgeHeardInMs: Math.round(purgeHeardInMs),
        reconnectedInMs: Math.round(reconnectedInMs),
        level2EntriesPurged: `${storedBeforeCut.length} before the cut, ${storedAfterReplay.filter((at) => at < cutAtWallClock).length} of them left after the replay`,
      })}`,
    );

    // Pages never needed Redis: no errors at all, and served all through the outage.
    expect(failures).toEqual([]);
    expect(duringOutage.length).toBeGreaterThan(0);
    // A Redis that is away costs nothing per request (the client queues nothing).
    expect(slowest).toBeLessThan(3000);
    expect(readyDuringOutage).toEqual({ http: 200, status: 'ready', redis: false });
    // Limits per process while Redis is away: each replica refuses past the limit.
    expect(duringA).toEqual(refusedAfter(trackingLimit.points));
    expect(duringB).toEqual(refusedAfter(trackingLimit.points));
    // The purge reached the other replica only through its replay after Redis came back.
    expect(heardDuringOutage).toBe(false);
    expect(replayedInMs).toBeLessThan(5000);
    expect(purgeHeardInMs).toBeLessThan(5000);
    expect(storedBeforeCut.length).toBeGreaterThan(0);
    expect(storedAfterReplay.filter((at) => at < cutAtWallClock)).toEqual([]);
    // Counters shared again once both replicas reconnected.
    expect(reconnectedInMs).toBeLessThan(5000);
    expect(sharedAfter).toEqual(refusedAfter(trackingLimit.points));
  });

  it('subscribes a replica started while Redis is away once Redis returns', async () => {
    const [a] = replicas as [Api];
    await proxy.cut();
    const late = await createApi({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        REDIS_URL: proxiedUrl,
        REDIS_KEY_PREFIX: keyPrefix,
      }),
      database: server?.options() ?? { memory: true },
    });
    replicas.push(late);
    const heard: string[][] = [];
    late.purges.subscribe((tags) => heard.push(tags));
    await proxy.restore();
    const restoredAt = performance.now();
    let heardInMs = Number.NaN;
    for (let attempt = 0; attempt < 200 && Number.isNaN(heardInMs); attempt += 1) {
      const tag = cacheTag.brand(`late-${attempt}`);
      await a.purge([tag]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (heard.some((tags) => tags.includes(tag))) heardInMs = performance.now() - restoredAt;
    }
    console.info(
      `redis outage, replica started during it: purges heard ${Math.round(heardInMs)} ms after Redis returned`,
    );
    expect(heardInMs).toBeLessThan(5000);
  });
});
