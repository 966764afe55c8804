import { LRUCache } from 'lru-cache';

/** A rendered page as the cache keeps it: the complete HTML, ready encodings, its tags. */
export type CachedPage = {
  status: number;
  /** Headers of the render worth keeping (content type); Cache-Control and the rest are set on the way out. */
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** CSP hash sources (`'sha256-…'`) of the inline scripts the render signed. */
  scriptHashes: string[];
  tags: string[];
  storedAt: number;
};

/** What rendering a request gave: a page to keep, or a reason to render each time. */
export type Rendered =
  | { kind: 'page'; page: CachedPage }
  /** Not public (a personal route): remembered, so such requests skip the queue of misses. */
  | { kind: 'pass' }
  /** Not keepable this time (an error, the busy page). */
  | { kind: 'uncacheable' };

export type Lookup =
  | { kind: 'fresh'; page: CachedPage }
  | { kind: 'stale'; page: CachedPage }
  | { kind: 'pass' }
  | { kind: 'none' };

export type PageStoreOptions = {
  maxBytes: number;
  ttlMs: number;
  staleMs: number;
  now?: () => number;
};

type Slot = CachedPage | { pass: true; storedAt: number };

/**
 * The page cache's memory: an LRU bounded in bytes (each page counts its three encodings),
 * entries fresh for `ttlMs` and then stale for `staleMs`, a tag index for purges, and one render
 * per key at a time (`coalesce`). A render that started before a purge is answered but not
 * kept, so a purge cannot be undone by a render already under way.
 */
export class PageStore {
  readonly #entries: LRUCache<string, Slot>;
  readonly #byTag = new Map<string, Set<string>>();
  readonly #inFlight = new Map<string, Promise<Rendered>>();
  readonly #ttlMs: number;
  readonly #staleMs: number;
  readonly #now: () => number;
  #generation = 0;

  constructor({ maxBytes, ttlMs, staleMs, now = Date.now }: PageStoreOptions) {
    this.#ttlMs = ttlMs;
    this.#staleMs = staleMs;
    this.#now = now;
    this.#entries = new LRUCache<string, Slot>({
      maxSize: maxBytes,
      sizeCalculation: (slot, key) =>
        'pass' in slot
          ? key.length + 64
          : slot.body.byteLength +
            slot.gzip.byteLength +
            slot.br.byteLength +
            key.length +
            slot.tags.reduce((sum, tag) => sum + tag.length + 32, 256),
      ttl: ttlMs + staleMs,
      dispose: (slot, key) => {
        if ('pass' in slot) return;
        for (const tag of slot.tags) {
          const keys = this.#byTag.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) this.#byTag.delete(tag);
        }
      },
    });
  }

  get ttlMs() {
    return this.#ttlMs;
  }

  /** Seconds since the page was rendered (the `Age` header). */
  ageSeconds(page: CachedPage): number {
    return Math.max(0, Math.floor((this.#now() - page.storedAt) / 1000));
  }

  /** Seconds the page stays fresh; negative once stale (RFC 9211 `ttl`). */
  secondsFresh(page: CachedPage): number {
    return Math.round((this.#ttlMs - (this.#now() - page.storedAt)) / 1000);
  }

  lookup(key: string): Lookup {
    const slot = this.#entries.get(key, { allowStale: true });
    if (!slot) return { kind: 'none' };
    const age = this.#now() - slot.storedAt;
    if ('pass' in slot) return age < this.#ttlMs ? { kind: 'pass' } : { kind: 'none' };
    if (age < this.#ttlMs) return { kind: 'fresh', page: slot };
    if (age < this.#ttlMs + this.#staleMs) return { kind: 'stale', page: slot };
    return { kind: 'none' };
  }

  /**
   * Runs `render` for `key` unless a render of it is under way, whose result is shared; keeps
   * what it gave. `coalesced` tells the caller whether it waited on another request's render.
   */
  async coalesce(
    key: string,
    render: () => Promise<Rendered>,
  ): Promise<{ rendered: Rendered; coalesced: boolean }> {
    const running = this.#inFlight.get(key);
    if (running) return { rendered: await running, coalesced: true };
    const generation = this.#generation;
    const rendering = render()
      .then((rendered) => {
        if (generation === this.#generation) this.#keep(key, rendered);
        return rendered;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, rendering);
    return { rendered: await rendering, coalesced: false };
  }

  /** Whether a render of `key` is under way (a stale hit starts a refresh only if not). */
  isRendering(key: string): boolean {
    return this.#inFlight.has(key);
  }

  /** Drops every page tagged with any of `tags`; returns how many. */
  purge(tags: string[]): number {
    this.#generation += 1;
    let dropped = 0;
    for (const tag of tags) {
      for (const key of [...(this.#byTag.get(tag) ?? [])]) {
        if (this.#entries.delete(key)) dropped += 1;
      }
    }
    return dropped;
  }

  clear() {
    this.#generation += 1;
    this.#entries.clear();
  }

  size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#entries.calculatedSize };
  }

  #keep(key: string, rendered: Rendered) {
    if (rendered.kind === 'uncacheable') return;
    if (rendered.kind === 'pass') {
      this.#entries.set(key, { pass: true, storedAt: this.#now() });
      return;
    }
    // Fresh from when it is kept, by this store's clock.
    rendered.page.storedAt = this.#now();
    this.#entries.set(key, rendered.page);
    for (const tag of rendered.page.tags) {
      const keys = this.#byTag.get(tag) ?? new Set<string>();
      this.#byTag.set(tag, keys);
      keys.add(key);
    }
  }
}
