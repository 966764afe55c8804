import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { isCacheTag } from './cache-tags.ts';

export type PurgeListener = (tags: string[]) => void;

export type PurgeBus = {
  /**
   * Purges `tags` here at once (every listener runs before this returns) and, with Redis, in
   * every other process subscribed to the channel. Answers whether the other processes were
   * told: false when Redis could not take the message (the caller replays it when Redis is
   * back, see shared-purge.ts).
   */
  publish(tags: string[]): Promise<boolean>;
  /**
   * Purges `tags` in this process only: for a purge another process already announced, or could
   * not (the catalogue import's watcher replays imports made elsewhere).
   */
  publishHere(tags: string[]): void;
  /** Hears every purge, this process's and the others'; returns the unsubscribe. */
  subscribe(listener: PurgeListener): () => void;
  close(): Promise<void>;
};

export type PurgeBusOptions = {
  /** Two connections: commands cannot run on a connection in subscriber mode. */
  redis?: { publisher: Redis; subscriber: Redis };
  /** The pub/sub channel; processes of one shop share it. Default `cairn:purge`. */
  channel?: string;
};

type PurgeMessage = { from: string; tags: string[] };

/**
 * The purge messages of one shop: a webhook or an order received by one replica purges the
 * page and data caches of every replica. In one process (no Redis) it is a list of listeners;
 * with Redis, messages go over pub/sub (at most once: a replica that is disconnected at the
 * moment misses it, and its entries expire by their TTL). The subscription is made whenever
 * the subscriber connection is ready, so a process that starts while Redis is away hears
 * purges once it returns (ioredis itself only resubscribes channels it had subscribed).
 */
export function createPurgeBus({ redis, channel = 'cairn:purge' }: PurgeBusOptions = {}): PurgeBus {
  const listeners = new Set<PurgeListener>();
  const self = randomUUID();

  function deliver(tags: string[]) {
    for (const listener of listeners) {
      try {
        listener(tags);
      } catch (error) {
        console.error('A purge listener failed:', error);
      }
    }
  }

  let subscribing: Promise<void> | undefined;
  let subscribed = false;
  function subscribe(subscriber: Redis) {
    if (subscribed || subscribing) return;
    subscribing = subscriber
      .subscribe(channel)
      .then(
        () => {
          subscribed = true;
        },
        (error: Error) => {
          // Tried again when the connection is next ready.
          console.warn(`Purge bus: could not subscribe to ${channel} yet: ${error.message}`);
        },
      )
      .finally(() => {
        subscribing = undefined;
      });
  }
  if (redis) {
    const { subscriber } = redis;
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const message = parseMessage(text);
      // Our own messages were delivered when published.
      if (message && message.from !== self) deliver(message.tags);
    });
    subscriber.on('ready', () => subscribe(subscriber));
    if (subscriber.status === 'ready') subscribe(subscriber);
  }

  return {
    async publish(tags) {
      const valid = [...new Set(tags)].filter(isCacheTag);
      if (valid.length === 0) return true;
      deliver(valid);
      if (!redis) return true;
      const message: PurgeMessage = { from: self, tags: valid };
      try {
        await redis.publisher.publish(channel, JSON.stringify(message));
        return true;
      } catch (error) {
        console.warn(`Purge bus: could not publish to ${channel}: ${(error as Error).message}`);
        return false;
      }
    },
    publishHere(tags) {
      const valid = [...new Set(tags)].filter(isCacheTag);
      if (valid.length > 0) deliver(valid);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await subscribing;
    },
  };
}

function parseMessage(text: string): PurgeMessage | null {
  try {
    const value = JSON.parse(text) as Partial<PurgeMessage>;
    if (typeof value.from !== 'string' || !Array.isArray(value.tags)) return null;
    return {
      from: value.from,
      tags: value.tags.filter((tag) => typeof tag === 'string' && isCacheTag(tag)),
    };
  } catch {
    return null;
  }
}
