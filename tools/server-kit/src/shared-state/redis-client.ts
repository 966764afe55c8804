import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../observability/logger.ts';

export type RedisClientOptions = {
  /** `redis://` or `rediss://`, as validated by the config (REDIS_URL). */
  url: string;
  /**
   * Put before every key this client names (REDIS_KEY_PREFIX). ioredis does not prefix pub/sub
   * channels: name them with `sharedChannel`.
   */
  keyPrefix: string;
  logger?: Logger;
  /** Shown in Redis's CLIENT LIST, so operators can tell the shop's connections apart. */
  name?: string;
  /** How long a command may wait for an answer before it fails (default 1 s). */
  commandTimeoutMs?: number;
};

/**
 * A Redis client for state shared between replicas. Every caller must keep working when Redis
 * is away: the client does not queue commands while disconnected (they fail at once, so a
 * limiter falls back to its in-memory insurance and a cache to its own level instead of
 * waiting), retries the connection for ever with a growing pause of at most 2 s, and is
 * created without connecting (`lazyConnect`) so that building it never blocks a start.
 * `connectRedis` starts the connection; a Redis that is down then is logged, not fatal.
 *
 * @example
 * const redis = createRedisClient({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
 * await connectRedis(redis);
 * await redis.set('greeting', 'hello'); // key `cairn:greeting`
 * // Pub/sub needs a connection of its own (the purge bus subscribes whenever it is ready).
 * const subscriber = duplicateRedisClient(redis, 'cairn-purge-subscriber', logger);
 * await connectRedis(subscriber);
 */
export function createRedisClient({
  url,
  keyPrefix,
  logger,
  name,
  commandTimeoutMs = 1000,
}: RedisClientOptions): Redis {
  const options: RedisOptions = {
    ...(name ? { connectionName: name } : {}),
    lazyConnect: true,
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    // Pub/sub subscribers (from duplicate()) resubscribe by themselves after a reconnect.
    autoResubscribe: true,
  };
  const redis = new Redis(url, options);
  reportOutages(redis, logger);
  return redis;
}

/**
 * A second connection with the same options (pub/sub needs one of its own), named `name`,
 * with the same outage reporting: ioredis copies options to a duplicate, not listeners, and a
 * client without an error listener prints a stack trace on every failed reconnect.
 */
export function duplicateRedisClient(redis: Redis, name: string, logger?: Logger): Redis {
  const duplicate = redis.duplicate({ connectionName: name });
  reportOutages(duplicate, logger);
  return duplicate;
}

function reportOutages(redis: Redis, logger: Logger | undefined) {
  // Without a listener, ioredis reports every failed reconnect as an unhandled error event.
  let lastReported = 0;
  redis.on('error', (error: Error) => {
    // One line per 30 s while Redis is away, not one per retry.
    if (Date.now() - lastReported < 30_000) return;
    lastReported = Date.now();
    logger?.warn(
      { err: { message: error.message }, connection: redis.options.connectionName },
      'Redis unavailable; shared state is per process until it returns',
    );
  });
  redis.on('ready', () => {
    if (lastReported)
      logger?.info({ connection: redis.options.connectionName }, 'Redis reachable again');
    lastReported = 0;
  });
}

/**
 * Starts connecting. Resolves once connected, or after the first failure (logged by the
 * client's error listener): the client keeps retrying in the background either way.
 */
export async function connectRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'wait') return;
  await redis.connect().catch(() => undefined);
}

/** Whether Redis answers a PING within the command timeout. */
export async function redisReachable(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** Closes the connection, letting commands already sent finish (QUIT), or drops it if Redis is away. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}

/** A pub/sub channel under the key prefix, so shops sharing one Redis do not hear each other. */
export function sharedChannel(keyPrefix: string, name: string): string {
  return `${keyPrefix}${name}`;
}
