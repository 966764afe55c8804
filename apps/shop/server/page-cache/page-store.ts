import { LRUCache } from 'lru-cache';

/**
 * A rendered page as the cache keeps it: the complete HTML, the encodings made of it so far
 * (page-cache.ts makes each when an answer first needs it), its tags.
 */
export type CachedPage = {
  status: number;
  /** Headers of the render worth keeping (content type); Cache-Control and the rest are set on the way out. */
  headers: [string, string][];
  body: Buffer;
  gzip?: Buffer | undefined;
  br?: Buffer | undefined;
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
  /**
   * The part of `maxBytes` for pages asked for once (the probation segment); the rest keeps the
   * pages asked for again. Default 0.2: a flood of one-off addresses turns over a fifth of the
   * cache and never reaches the pages shoppers share.
   */
  probationShare?: number;
  /** How many recently asked-for addresses the store counts requests of. Default 16,384. */
  historyKeys?: number;
};

type Slot = CachedPage | { pass: true; storedAt: number };

/**
 * The page cache's memory: an LRU bounded in bytes (each page counts its three encodings),
 * entries fresh for `ttlMs` and then stale for `staleMs`, a tag index for purges, and one render
 * per key at a time (`coalesce`). A render that started before a purge is answered but not
 * kept, so a purge cannot be undone by a render already under way.
 *
 * Admission (issue 33): the bytes are split in two LRU segments, as a segmented LRU does. A page
 * rendered for an address asked for the first time goes into the small probation segment; it
 * moves to the protected segment when it is asked for again (a hit), or is kept there straight
 * away when the address was asked for before (a count of recent requests per address, bounded
 * to `historyKeys` addresses). The protected segment's least recently used page falls back into
 * probation rather than out. So a flood of addresses nobody asks for twice (random query
 * strings, a crawler's one-off filter combinations) only turns over probation, and the pages
 * many shoppers share stay.
 */
export class PageStore {
  readonly #probation: LRUCache<string, Slot>;
  readonly #protected: LRUCache<string, Slot>;
  /** Requests per recently asked-for address (lookups), the least recently asked dropped first. */
  readonly #asked: LRUCache<string, number>;
  readonly #byTag = new Map<string, Set<string>>();
  readonly #inFlight = new Map<string, Promise<Rendered>>();
  readonly #ttlMs: number;
  readonly #staleMs: number;
  readonly #now: () => number;
  #generation = 0;

  constructor({
    maxBytes,
    ttlMs,
    staleMs,
    now = Date.now,
    probationShare = 0.2,
    historyKeys = 16_384,
  }: PageStoreOptions) {
    this.#ttlMs = ttlMs;
    this.#staleMs = staleMs;
    this.#now = now;
    const probationBytes = Math.max(1, Math.floor(maxBytes * probationShare));
    const segment = (maxSize: number, onEvict?: (slot: Slot, key: string) => void) =>
      new LRUCache<string, Slot>({
        maxSize,
        sizeCalculation: slotSize,
        ttl: ttlMs + staleMs,
        dispose: (slot, key) => this.#untag(key, slot),
        ...(onEvict
          ? {
              disposeAfter: (slot: Slot, key: string, reason: LRUCache.DisposeReason) => {
                if (reason === 'evict') onEvict(slot, key);
              },
            }
          : {}),
      });
    this.#probation = segment(probationBytes);
    // A protected page pushed out gets one more chance in probation, unless too old to answer.
    this.#protected = segment(Math.max(1, maxBytes - probationBytes), (slot, key) => {
      if (this.#now() - slot.storedAt < ttlMs + staleMs) this.#put(this.#probation, key, slot);
    });
    this.#asked = new LRUCache<string, number>({ max: historyKeys });
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
    this.#asked.set(key, (this.#asked.get(key) ?? 0) + 1);
    let slot = this.#protected.get(key, { allowStale: true });
    if (!slot) {
      slot = this.#probation.get(key, { allowStale: true });
      // Asked for again while in probation: one of the pages worth keeping.
      if (slot && this.#probation.delete(key)) this.#put(this.#protected, key, slot);
    }
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
        // A key is in one segment at a time.
        if (this.#protected.delete(key) || this.#probation.delete(key)) dropped += 1;
      }
    }
    return dropped;
  }

  clear() {
    this.#generation += 1;
    this.#protected.clear();
    this.#probation.clear();
  }

  size(): { entries: number; bytes: number } {
    return {
      entries: this.#protected.size + this.#probation.size,
      bytes: this.#protected.calculatedSize + this.#probation.calculatedSize,
    };
  }

  /** Counts a kept page's bytes again once an encoding has been added to it. */
  refit(key: string, page: CachedPage) {
    for (const segment of [this.#protected, this.#probation]) {
      if (segment.peek(key, { allowStale: true }) !== page) continue;
      // As a new value: lru-cache counts an entry's size again only when its value changes.
      this.#put(segment, key, { ...page }, { noUpdateTTL: true });
    }
  }

  /** Whether `key` holds a page or pass mark, fresh or stale, without counting a request. */
  has(key: string): boolean {
    return this.#protected.has(key) || this.#probation.has(key);
  }

  #keep(key: string, rendered: Rendered) {
    if (rendered.kind === 'uncacheable') return;
    const slot: Slot =
      rendered.kind === 'pass' ? { pass: true, storedAt: this.#now() } : rendered.page;
    // Fresh from when it is kept, by this store's clock.
    slot.storedAt = this.#now();
    // A refresh stays where its page was; a new page is protected only if its address was
    // asked for before this request.
    const wasProtected = this.#protected.delete(key);
    this.#probation.delete(key);
    const askedBefore = (this.#asked.peek(key) ?? 0) > 1;
    this.#put(wasProtected || askedBefore ? this.#protected : this.#probation, key, slot);
  }

  #put(
    segment: LRUCache<string, Slot>,
    key: string,
    slot: Slot,
    options?: LRUCache.SetOptions<string, Slot, unknown>,
  ) {
    segment.set(key, slot, options);
    // Not kept (larger than the segment): nothing to index.
    if ('pass' in slot || !segment.has(key)) return;
    for (const tag of slot.tags) {
      const keys = this.#byTag.get(tag) ?? new Set<string>();
      this.#byTag.set(tag, keys);
      keys.add(key);
    }
  }

  #untag(key: string, slot: Slot) {
    if ('pass' in slot) return;
    for (const tag of slot.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}

/** What an entry costs: a page's three encodings and its key and tags; a pass mark, its key. */
function slotSize(slot: Slot, key: string): number {
  return 'pass' in slot
    ? key.length + 64
    : slot.body.byteLength +
        (slot.gzip?.byteLength ?? 0) +
        (slot.br?.byteLength ?? 0) +
        key.length +
        slot.tags.reduce((sum, tag) => sum + tag.length + 32, 256);
}
