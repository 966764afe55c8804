import type { ContentSource, Story, StoryListQuery } from './content-source.ts';

export type ContentCacheOptions = {
  /** How long a published answer is reused, in milliseconds. Default 10 seconds. */
  ttlMs?: number;
  /** Most answers kept; the oldest go first. Default 500. */
  maxEntries?: number;
  /** The clock, for tests. Default `Date.now`. */
  now?: () => number;
};

type Entry = { expires: number; value: Promise<unknown> };

/**
 * Reuses published stories and story lists for a few seconds: the globals story and the
 * category and 404 stories are read by nearly every page, and each read is a content-service
 * round trip (two queries on the embedded one). Drafts, releases and anything previewed are
 * never cached, so editors always see their latest work; a published change shows within
 * `ttlMs`, or at once when a purge clears it. Concurrent misses for one key share a single read; failures are not kept.
 *
 * Callers share the cached objects and must not change them (the API only serialises them).
 */
export function cacheContentSource(
  source: ContentSource,
  { ttlMs = 10_000, maxEntries = 500, now = Date.now }: ContentCacheOptions = {},
): ContentSource & { clear(): void } {
  const entries = new Map<string, Entry>();

  function cached<T>(key: string, read: () => Promise<T>): Promise<T> {
    const time = now();
    const hit = entries.get(key);
    if (hit && hit.expires > time) return hit.value as Promise<T>;
    if (hit) entries.delete(key);
    const value = read();
    entries.set(key, { expires: time + ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    // Map keeps insertion order: the first key is the oldest.
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return value;
  }

  return {
    /** Forgets every answer: a content purge (webhook, publish) must not be undone by these. */
    clear: () => entries.clear(),
    getStory(fullSlug, options = {}) {
      if (options.preview || options.release) return source.getStory(fullSlug, options);
      return cached<Story | null>(`story:${fullSlug}`, () => source.getStory(fullSlug, options));
    },
    listStories(query: StoryListQuery) {
      if (query.preview) return source.listStories(query);
      const key = `list:${JSON.stringify([query.startsWith, query.uuids, query.perPage])}`;
      return cached(key, () => source.listStories(query));
    },
  };
}
