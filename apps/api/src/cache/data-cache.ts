import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A cached answer: its text and the tags that purge it. */
export type DataEntry = { value: string; tags: string[]; storedAt: number };

/** What a load produced; `store: false` answers the caller but keeps nothing. */
export type Loaded = { value: string; tags: string[]; store: boolean };

/** RFC 9211 terms: a fresh hit, a stale hit (refreshing behind it), or a miss that loaded. */
export type CacheOutcome = 'hit' | 'stale' | 'miss';

export type FetchOptions = {
  /**
   * A stale entry is answered at once and refreshed behind it (default). With false the
   * caller waits for the refresh, and gets the stale entry only if the refresh fails: for
   * loads that must run inside the caller's request.
   */
  refreshBehind?: boolean;
};

export type DataCacheOptions = {
  /** Bytes of text kept in process (level 1); the least recently used go first. */
  maxBytes: number;
  /** How long an entry is fresh, in milliseconds. */
  ttlMs: number;
  /**
   * How long after that a stale entry is still answered while one refresh runs behind it, and
   * answered instead of an error when the refresh fails.
   */
  staleMs: number;
  /** Level 2, shared by every replica: entries and tag sets under `keyPrefix`. */
  redis?: Redis | undefined;
  /** Default `cairn:data:`. */
  keyPrefix?: string;
  now?: () => number;
};

export type DataCache = {
  /**
   * The entry for `key`, loading it once however many callers ask at the same time. Level 1,
   * then Redis, then `load`.
   */
  fetch(
    key: string,
    load: () => Promise<Loaded>,
    options?: FetchOptions,
  ): Promise<{ loaded: Loaded; outcome: CacheOutcome }>;
  /** Drops entries with any of `tags` in this process only (a purge message heard). */
  drop(tags: string[]): void;
  /**
   * Drops entries with any of `tags` here and in Redis (before the purge message goes out).
   * Answers whether Redis's entries went too: false while Redis is away (replay it then).
   */
  purge(tags: string[]): Promise<boolean>;
  /** Entries and bytes held in process. */
  size(): { entries: number; bytes: number };
};

/**
 * Tag-purged cache of API answers (resolver, listings with facets, stories and globals), so a
 * page that misses the page cache costs a few lookups instead of a dozen queries. Entries live
 * for `ttlMs` and a stale window beyond it; a purge removes them at once. A load that started
 * before a purge is answered but not kept: it may hold what the purge removed.
 */
export function createDataCache({
  maxBytes,
  ttlMs,
  staleMs,
  redis,
  keyPrefix = 'cairn:data:',
  now = Date.now,
}: DataCacheOptions): DataCache {
  const byTag = new Map<string, Set<string>>();
  const entries = new LRUCache<string, DataEntry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) =>
      Math.max(1, entry.value.length + key.length + entry.tags.length * 48),
    ttl: ttlMs + staleMs,
    ttlAutopurge: false,
    dispose: (entry, key) => {
      for (const tag of entry.tags) {
        const keys = byTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) byTag.delete(tag);
      }
    },
  });
  const inFlight = new Map<string, Promise<Loaded>>();
  let generation = 0;

  const redisKey = (key: string) =>
    `${keyPrefix}e:${createHash('sha1').update(key).digest('base64url')}`;
  const redisTag = (tag: string) => `${keyPrefix}t:${tag}`;

  function keep(key: string, entry: DataEntry) {
    entries.set(key, entry);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag) ?? new Set<string>();
      byTag.set(tag, keys);
      keys.add(key);
    }
  }

  async function readShared(key: string): Promise<DataEntry | undefined> {
    if (!redis) return undefined;
    try {
      const text = await redis.get(redisKey(key));
      if (!text) return undefined;
      const entry = JSON.parse(text) as DataEntry;
      return typeof entry.value === 'string' && Array.isArray(entry.tags) ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  async function writeShared(key: string, entry: DataEntry) {
    if (!redis) return;
    const lifetimeMs = ttlMs + staleMs;
    const id = redisKey(key);
    try {
      const batch = redis.multi().set(id, JSON.stringify(entry), 'PX', lifetimeMs);
      for (const tag of entry.tags) {
        batch.sadd(redisTag(tag), id).pexpire(redisTag(tag), lifetimeMs, 'GT');
        // PEXPIRE GT leaves a set without expiry alone: give new sets one.
        batch.pexpire(redisTag(tag), lifetimeMs, 'NX');
      }
      await batch.exec();
    } catch {
      // Level 1 still holds it; Redis will have it next time.
    }
  }

  /** Loads (Redis first), keeps it unless a purge came in between, and answers it. */
  function load(key: string, read: () => Promise<Loaded>): Promise<Loaded> {
    const running = inFlight.get(key);
    if (running) return running;
    const startedAt = generation;
    const loading = (async () => {
      const shared = await readShared(key);
      if (shared && now() - shared.storedAt < ttlMs && startedAt === generation) {
        keep(key, shared);
        return { value: shared.value, tags: shared.tags, store: true };
      }
      const loaded = await read();
      if (loaded.store && startedAt === generation) {
        const entry = { value: loaded.value, tags: loaded.tags, storedAt: now() };
        keep(key, entry);
        await writeShared(key, entry);
      }
      return loaded;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  }

  function drop(tags: string[]) {
    generation += 1;
    for (const tag of tags) {
      for (const key of [...(byTag.get(tag) ?? [])]) entries.delete(key);
    }
  }

  return {
    async fetch(key, read, { refreshBehind = true } = {}) {
      const entry = entries.get(key, { allowStale: true });
      if (entry) {
        const age = now() - entry.storedAt;
        const loaded = { value: entry.value, tags: entry.tags, store: true };
        if (age < ttlMs) return { loaded, outcome: 'hit' };
        if (age < ttlMs + staleMs) {
          // A failed refresh keeps the stale answer (stale-if-error).
          if (refreshBehind) {
            load(key, read).catch(() => undefined);
            return { loaded, outcome: 'stale' };
          }
          try {
            return { loaded: await load(key, read), outcome: 'miss' };
          } catch {
            return { loaded, outcome: 'stale' };
          }
        }
      }
      return { loaded: await load(key, read), outcome: 'miss' };
    },
    drop,
    async purge(tags) {
      drop(tags);
      if (!redis) return true;
      try {
        const keys = new Set<string>();
        for (const tag of tags) for (const id of await redis.smembers(redisTag(tag))) keys.add(id);
        await redis.del(...keys, ...tags.map(redisTag));
        return true;
      } catch (error) {
        console.warn(`Data cache: the Redis purge failed: ${(error as Error).message}`);
        return false;
      }
    },
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}
