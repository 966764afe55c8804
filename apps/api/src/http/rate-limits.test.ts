import { randomBytes } from 'node:crypto';
import { closeRedis, connectRedis, createRedisClient } from '@cairn/server-kit';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createRateLimits,
  type LimitRule,
  limiterFactory,
  RateLimited,
  type RateLimits,
} from './rate-limits.ts';

// The login limits lowered: 3 wrong passwords per (account, address), 10 per address, 4 per
// account from unknown browsers.
const rules = {
  loginFailuresPerAccountAddress: { points: 3, durationSeconds: 60, blockSeconds: 60 },
  loginFailuresPerAddress: { points: 10, durationSeconds: 60 },
  loginFailuresPerAccount: { points: 4, durationSeconds: 60, blockSeconds: 60 },
} satisfies Record<string, LimitRule>;

/** One wrong password for `pair` from `address` as the login counts it: 401, or 429 once over. */
async function wrongPassword(limits: RateLimits, pair: string, address: string) {
  try {
    await limits.loginFailuresPerAccountAddress.take(pair);
    await limits.loginFailuresPerAddress.take(address);
    return 401;
  } catch (error) {
    if (error instanceof RateLimited) return 429;
    throw error;
  }
}

const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => closeRedis(client)));
});

describe.skipIf(!process.env.REDIS_URL)('rate limits kept in Redis (REDIS_URL)', () => {
  // Two replicas: each its own connection and limits, one Redis, one key prefix (this run's).
  const keyPrefix = `cairn-test-limits-${randomBytes(4).toString('hex')}:`;
  const replica = async () => {
    const redis = createRedisClient({ url: process.env.REDIS_URL ?? '', keyPrefix });
    clients.push(redis);
    await connectRedis(redis);
    return createRateLimits(limiterFactory({ kind: 'redis', redis }), rules);
  };

  it('counts the attempts made at any replica against one limit', async () => {
    const [first, second] = [await replica(), await replica()];
    const pair = 'shared@example.com\n10.0.0.1';
    expect(await wrongPassword(first, pair, '10.0.0.1')).toBe(401);
    expect(await wrongPassword(second, pair, '10.0.0.1')).toBe(401);
    expect(await wrongPassword(first, pair, '10.0.0.1')).toBe(401);
    // The fourth, at the replica that saw one, is refused.
    expect(await wrongPassword(second, pair, '10.0.0.1')).toBe(429);
    // Another pair is counted apart.
    expect(await wrongPassword(first, 'shared@example.com\n10.0.0.2', '10.0.0.2')).toBe(401);
  });

  it("counts an account's wrong passwords from every address at any replica", async () => {
    const [first, second] = [await replica(), await replica()];
    const account = 'distributed@example.com';
    const outcomes: string[] = [];
    // One guess from each of six addresses, alternating replicas (as a round-robin balancer).
    for (let guess = 0; guess < 6; guess += 1) {
      const limits = guess % 2 === 0 ? first : second;
      outcomes.push(
        await limits.loginFailuresPerAccount.take(account).then(
          () => 'checked',
          (error: unknown) => (error instanceof RateLimited ? 'refused' : String(error)),
        ),
      );
    }
    expect(outcomes).toEqual(['checked', 'checked', 'checked', 'checked', 'refused', 'refused']);
  });

  it('forgets a pair at every replica once its password proves right', async () => {
    const [first, second] = [await replica(), await replica()];
    const pair = 'owner@example.com\n10.1.0.1';
    expect(await wrongPassword(first, pair, '10.1.0.1')).toBe(401);
    expect(await wrongPassword(second, pair, '10.1.0.1')).toBe(401);
    await first.loginFailuresPerAccountAddress.forget(pair);
    for (let guess = 0; guess < rules.loginFailuresPerAccountAddress.points; guess += 1) {
      expect(await wrongPassword(second, pair, '10.1.0.1')).toBe(401);
    }
    expect(await wrongPassword(first, pair, '10.1.0.1')).toBe(429);
    expect(await second.loginFailuresPerAccountAddress.waitFor(pair)).toBeGreaterThan(0);
  });
});

describe('rate limits while Redis is unreachable', () => {
  it('still limit, per process (the in-memory insurance), rather than not at all', async () => {
    // Nothing listens on port 1.
    const redis = createRedisClient({ url: 'redis://127.0.0.1:1', keyPrefix: 'cairn-test:' });
    clients.push(redis);
    await connectRedis(redis);
    const limits = createRateLimits(limiterFactory({ kind: 'redis', redis }), rules);
    const pair = 'away@example.com\n10.2.0.1';
    for (let guess = 0; guess < rules.loginFailuresPerAccountAddress.points; guess += 1) {
      expect(await wrongPassword(limits, pair, '10.2.0.1')).toBe(401);
    }
    expect(await wrongPassword(limits, pair, '10.2.0.1')).toBe(429);
  });
});
