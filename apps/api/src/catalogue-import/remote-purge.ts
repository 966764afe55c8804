import {
  type Config,
  closeRedis,
  connectRedis,
  createPurgeBus,
  createRedisClient,
  duplicateRedisClient,
  sharedChannel,
} from '@cairn/server-kit';
import { createDataCache } from '../cache/data-cache.ts';

export type RemotePurge = {
  /** Purges the shops' shared cache level and tells every replica; false if Redis was away. */
  purge(tags: string[]): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * The purge of a command running beside the shops: with REDIS_URL, the data cache's level 2 in
 * Redis and a message on the shops' purge channel, as the API's own purge does. Without Redis
 * there is nobody to tell here: the shops hear the import through its catalogue_imports row.
 */
export async function openRemotePurge(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
): Promise<RemotePurge | undefined> {
  if (!config.REDIS_URL) return undefined;
  const keyPrefix = config.REDIS_KEY_PREFIX;
  const publisher = createRedisClient({
    url: config.REDIS_URL,
    keyPrefix,
    name: 'cairn-catalogue-import',
  });
  const subscriber = duplicateRedisClient(publisher, 'cairn-catalogue-import-subscriber');
  await Promise.all([connectRedis(publisher), connectRedis(subscriber)]);
  const bus = createPurgeBus({
    redis: { publisher, subscriber },
    channel: sharedChannel(keyPrefix, 'purge'),
  });
  // Only its purge is used: level 1 is this process's, which holds nothing.
  const dataCache = createDataCache({
    maxBytes: 1024 * 1024,
    ttlMs: 1000,
    staleMs: 0,
    redis: publisher,
    keyPrefix: 'data:',
  });
  return {
    async purge(tags) {
      const shared = await dataCache.purge(tags);
      const told = await bus.publish(tags);
      return shared && told;
    },
    async close() {
      await bus.close();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
