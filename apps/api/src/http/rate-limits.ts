import { createHash } from 'node:crypto';
import { rateLimitDecisions } from '@cairn/server-kit';
import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Database } from '../db/database.ts';
import { rateLimits } from './rate-limit-schema.ts';

/**
 * Where the counters live; `createApi` picks Redis when REDIS_URL is set, else the database.
 * `memory`: this process only (tests, one machine); `database`: the `rate_limits` table, shared
 * by every replica on one PostgreSQL; `redis`: the Redis of REDIS_URL, shared by every replica
 * (keys under REDIS_KEY_PREFIX, which the client adds), with an in-memory insurance limiter
 * for while Redis is away, so limits become per process then, never absent.
 */
export type RateLimitStore =
  | { kind: 'memory' }
  | { kind: 'database'; db: Database }
  | { kind: 'redis'; redis: Redis };

/** A limit: `points` uses per `durationSeconds`; past it, the key waits `blockSeconds` (default: the rest of the window). */
export type LimitRule = { points: number; durationSeconds: number; blockSeconds?: number };

/** Builds one `rate-limiter-flexible` limiter on a store; the one place that knows store kinds. */
export type LimiterFactory = (name: string, rule: LimitRule) => RateLimiterAbstract;

export function limiterFactory(store: RateLimitStore): LimiterFactory {
  return (name, rule) => {
    const options = {
      keyPrefix: name,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    switch (store.kind) {
      case 'memory':
        return new RateLimiterMemory(options);
      case 'database':
        // Expired rows go in the maintenance job's purge, not on a timer of each limiter's own.
        return new RateLimiterDrizzle({
          ...options,
          storeClient: store.db,
          schema: rateLimits,
          clearExpiredByTimeout: false,
        });
      case 'redis':
        return new RateLimiterRedis({
          ...options,
          storeClient: store.redis,
          // The client queues nothing while disconnected: go to the insurance at once.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        });
    }
  };
}

/**
 * Every limit of the shop, OWASP's authentication cheat sheet in mind: a wrong password locks
 * only that (account, address) pair; an account takes a bounded number of wrong passwords an
 * hour from browsers not known to be its owner's, so an attacker cannot lock the owner's own
 * browser out; an address guessing across many accounts is limited on its own; every form that sends mail or
 * writes on behalf of an email is limited per address (and per recipient where one is named).
 */
export const defaultRateLimitRules = {
  /** Consecutive wrong passwords for one account from one address (reset by a success). */
  loginFailuresPerAccountAddress: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Wrong passwords for one account from browsers not known to be its owner's, from every
   * address together (a guess spread over many addresses); ASVS 2.2.1 allows at most 100 an hour.
   */
  loginFailuresPerAccount: { points: 50, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Wrong passwords from one address across all accounts (credential stuffing). */
  loginFailuresPerAddress: { points: 30, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** New accounts (each costs a password hash) per address. */
  registrationsPerAddress: { points: 10, durationSeconds: 60 * 60 },
  /** Registration mails (a confirmation link, or "you already have an account") per recipient. */
  registrationMailsPerRecipient: { points: 3, durationSeconds: 24 * 60 * 60 },
  /** Confirmation links tried that were wrong, per address. */
  registrationConfirmationsPerAddress: { points: 10, durationSeconds: 60 * 60 },
  /** Reset emails asked for, and reset links tried, per address. */
  passwordResetsPerAddress: { points: 10, durationSeconds: 60 * 60 },
  /** Voucher codes that did not apply, per address. */
  voucherFailuresPerAddress: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Appointment bookings per address, and per recipient email (each one mails it). */
  appointmentsPerAddress: { points: 5, durationSeconds: 24 * 60 * 60 },
  appointmentsPerRecipient: { points: 3, durationSeconds: 24 * 60 * 60 },
  /** Order-tracking guesses that found no order, per address. */
  trackingFailuresPerAddress: { points: 10, durationSeconds: 15 * 60 },
  /** New checkout sessions (each a session and a cart row) per address. */
  sessionsPerAddress: { points: 200, durationSeconds: 60 * 60 },
  /** Recommendation events (views, clicks, adds, order reports) per address. */
  recommendationEventsPerAddress: { points: 1200, durationSeconds: 60 * 60 },
  /** Newsletter sign-ups and confirmations, and account-creation hooks, per address. */
  engageWritesPerAddress: { points: 10, durationSeconds: 60 * 60 },
  /** Newsletter confirmation mails per recipient. */
  newsletterMailsPerRecipient: { points: 3, durationSeconds: 24 * 60 * 60 },
  /**
   * Reports of one Centra order to the recommendations: once (a shop on Centra has no order
   * row to mark reported; a replayed report is refused for 90 days, beyond any retry).
   */
  orderReportsPerCentraOrder: { points: 1, durationSeconds: 90 * 24 * 60 * 60 },
} satisfies Record<string, LimitRule>;

export type RateLimitRules = { [Name in keyof typeof defaultRateLimitRules]: LimitRule };

/** The answer of `Limit.take` when the key is over its limit. */
export class RateLimited extends Error {
  override name = 'RateLimited';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts; please try again in ${waitInWords(retryAfterSeconds)}`);
  }
}

/** One named limit; keys are hashed before they reach the store. */
export type Limit = {
  /** Counts `points` uses of `key`, throwing `RateLimited` when that goes over the limit. */
  take(key: string, points?: number): Promise<void>;
  /** Whether `key` is already over its limit, without counting: seconds to wait, or 0. */
  waitFor(key: string): Promise<number>;
  /** Gives uses back (a failure that turned out a success). */
  giveBack(key: string, points?: number): Promise<void>;
  /** Forgets every use of `key` (a correct password ends the run of wrong ones). */
  forget(key: string): Promise<void>;
};

export type RateLimits = { [Name in keyof RateLimitRules]: Limit };

function storeKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

function secondsOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function limit(name: string, limiter: RateLimiterAbstract): Limit {
  return {
    async take(key, points = 1) {
      try {
        await limiter.consume(storeKey(key), points);
        rateLimitDecisions.inc({ limiter: name, outcome: 'allowed' });
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          rateLimitDecisions.inc({ limiter: name, outcome: 'refused' });
          throw new RateLimited(secondsOf(error.msBeforeNext));
        }
        throw error;
      }
    },
    async waitFor(key) {
      const state = await limiter.get(storeKey(key));
      return state && state.consumedPoints > limiter.points ? secondsOf(state.msBeforeNext) : 0;
    },
    async giveBack(key, points = 1) {
      await limiter.reward(storeKey(key), points);
    },
    async forget(key) {
      await limiter.delete(storeKey(key));
    },
  };
}

/** Builds every limit on a store, with rules overridden where given (tests lower them). */
export function createRateLimits(
  factory: LimiterFactory,
  rules: Partial<RateLimitRules> = {},
): RateLimits {
  const all = { ...defaultRateLimitRules, ...rules } as RateLimitRules;
  return Object.fromEntries(
    Object.entries(all).map(([name, rule]) => [name, limit(name, factory(name, rule))]),
  ) as RateLimits;
}

/** "15 minutes", "1 minute", "30 seconds". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** A 429 in the API's plain shape, with Retry-After. */
export function tooManyRequests(c: Context, limited: RateLimited) {
  c.header('Retry-After', String(limited.retryAfterSeconds));
  return c.json({ error: limited.message }, 429);
}
