import { randomUUID } from 'node:crypto';
import {
  closeRedis,
  connectRedis,
  createPurgeBus,
  createRedisClient,
  sharedChannel,
} from '@cairn/server-kit';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDataCache, type Loaded } from './data-cache.ts';

const loaded = (value: string, tags: string[]): Loaded => ({ value, tags, store: true });

describe('the data cache in one process', () => {
  it('loads a key once for concurrent callers, then answers it until a tag of it is purged', async () => {
    const cache = createDataCache({ maxBytes: 1 << 20, ttlMs: 60_000, staleMs: 0 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return loaded(`answer ${loads}`, ['product-1']);
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.fetch('k', load)));
    expect(new Set(answers.map((answer) => answer.loaded.value))).toEqual(new Set(['answer 1']));
    expect((await cache.fetch('k', load)).outcome).toBe('hit');
    cache.drop(['product-2']);
    expect((await cache.fetch('k', load)).outcome).toBe('hit');
    cache.drop(['product-1']);
    expect(await cache.fetch('k', load)).toEqual({
      loaded: loaded('answer 2', ['product-1']),
      outcome: 'miss',
    });
  });

  it('answers a stale entry while refreshing it, and keeps it when the refresh fails', async () => {
    let now = 0;
    const cache = createDataCache({
      maxBytes: 1 << 20,
      ttlMs: 1000,
      staleMs: 5000,
      now: () => now,
    });
    await cache.fetch('k', async () => loaded('old', []));
    now = 2000;
    const failing = async (): Promise<Loaded> => {
      throw new Error('content service down');
    };
    expect(await cache.fetch('k', failing, { refreshBehind: false })).toEqual({
      loaded: loaded('old', []),
      outcome: 'stale',
    });
    expect((await cache.fetch('k', async () => loaded('new', []))).outcome).toBe('stale');
    // The refresh runs behind the answer; until it lands the stale entry is answered.
    await vi.waitFor(async () =>
      expect((await cache.fetch('k', failing)).loaded.value).toBe('new'),
    );
  });

  it('does not keep what a load read before a purge that came in while it ran', async () => {
    const cache = createDataCache({ maxBytes: 1 << 20, ttlMs: 60_000, staleMs: 0 });
    const answer = cache.fetch('k', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return loaded('read before the purge', ['story-1']);
    });
    cache.drop(['story-1']);
    expect((await answer).loaded.value).toBe('read before the purge');
    expect((await cache.fetch('k', async () => loaded('after', ['story-1']))).outcome).toBe('miss');
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the data cache and purges shared over Redis (REDIS_URL)', () => {
  // A prefix and channel of this run's own: other tests and helpers share the server.
  const prefix = `cairn-test:${randomUUID()}:`;
  const clients: Redis[] = [];
  // No client key prefix: the data cache is given this run's prefix itself, so KEYS finds it.
  const client = async () => {
    const redis = createRedisClient({ url: redisUrl ?? '', keyPrefix: '', name: 'cairn-test' });
    clients.push(redis);
    // The client queues nothing while connecting: a subscriber must be connected first.
    await connectRedis(redis);
    return redis;
  };
  afterAll(async () => {
    const cleaner = clients[0];
    if (cleaner) {
      const keys = await cleaner.keys(`${prefix}*`);
      if (keys.length > 0) await cleaner.del(...keys);
    }
    await Promise.all(clients.map(closeRedis));
  });

  it('answers a replica from what another loaded, until a purge from either', async () => {
    const options = { maxBytes: 1 << 20, ttlMs: 60_000, staleMs: 0, keyPrefix: prefix };
    const first = createDataCache({ ...options, redis: await client() });
    const second = createDataCache({ ...options, redis: await client() });
    await first.fetch('resolver /p', async () => loaded('from the database', ['product-9']));
    const shared = await second.fetch('resolver /p', async () => loaded('loaded again', []));
    expect(shared.loaded.value).toBe('from the database');
    await first.purge(['product-9']);
    second.drop(['product-9']); // what the purge message does on the second replica
    const after = await second.fetch('resolver /p', async () => loaded('fresh', ['product-9']));
    expect(after).toEqual({ loaded: loaded('fresh', ['product-9']), outcome: 'miss' });
  });

  it('delivers a purge published by one process to the others within a second', async () => {
    const channel = sharedChannel(prefix, 'purge');
    const buses = await Promise.all(
      [0, 1, 2].map(async () =>
        createPurgeBus({
          channel,
          redis: { publisher: await client(), subscriber: await client() },
        }),
      ),
    );
    const heard = buses.map(() => [] as string[][]);
    buses.forEach((bus, index) => {
      bus.subscribe((tags) => {
        heard[index]?.push(tags);
      });
    });
    // Subscriptions are asynchronous: wait until the channel has all three.
    const probe = await client();
    await expect
      .poll(async () => Number((await probe.pubsub('NUMSUB', channel))[1]), { timeout: 5000 })
      .toBe(3);
    await buses[0]?.publish(['story-id-7']);
    // Delivery takes milliseconds (the replica e2e and the bench print it); the wait here is
    // generous because CI runs every workspace's tests at once on two cores.
    await expect
      .poll(() => heard.map((list) => list.length), { timeout: 5000, interval: 10 })
      .toEqual([1, 1, 1]);
    expect(heard).toEqual([[['story-id-7']], [['story-id-7']], [['story-id-7']]]);
    await Promise.all(buses.map((bus) => bus.close()));
  });
});
