import type { PurgeBus } from '@cairn/server-kit';
import type { Redis } from 'ioredis';
import type { DataCache } from './data-cache.ts';

export type SharedPurge = {
  /**
   * Purges `tags` from the data cache (here and in Redis) and tells every process. Here it
   * happens at once; whatever Redis could not take is kept and replayed when Redis is back.
   */
  purge(tags: string[]): Promise<void>;
  /** Tags purged while Redis was away and not yet replayed. */
  pending(): string[];
  /** Stops replaying (the client is closing). */
  close(): void;
};

/**
 * A purge made while Redis is away (a stock change, a webhook) reaches this process at once,
 * but neither Redis's level-2 entries nor the other replicas: without a replay, a replica with
 * an empty level 1 would load the purged entry back from Redis after it returns, and the
 * others would serve theirs until their TTL. The tags wait here and are purged again, level 2
 * first and then the message, each time the client is ready again.
 */
export function createSharedPurge({
  dataCache,
  purges,
  redis,
}: {
  dataCache: DataCache | undefined;
  purges: PurgeBus;
  redis: Redis | undefined;
}): SharedPurge {
  const waiting = new Set<string>();

  async function purge(tags: string[]) {
    const shared = (await dataCache?.purge(tags)) ?? true;
    const told = await purges.publish(tags);
    if (!(shared && told)) for (const tag of tags) waiting.add(tag);
  }

  let replaying = false;
  async function replay() {
    if (replaying || waiting.size === 0) return;
    replaying = true;
    const tags = [...waiting];
    waiting.clear();
    try {
      // Failed again (Redis went away at once): back in `waiting` for the next ready.
      await purge(tags);
    } finally {
      replaying = false;
    }
  }
  const onReady = () => void replay();
  redis?.on('ready', onReady);

  return {
    purge,
    pending: () => [...waiting],
    close: () => void redis?.off('ready', onReady),
  };
}
