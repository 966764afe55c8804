import type { PurgeBus } from '@cairn/server-kit';
import type { Database } from '../db/database.ts';
import type { Listing, ListingQuery } from './listing.ts';
import { type CatalogueIndex, CatalogueIndexBuilder } from './search-index/catalogue-index.ts';
import {
  indexedProductPages,
  loadIndexedBrands,
  loadIndexedCategories,
  loadIndexedProducts,
} from './search-index/index-loader.ts';
import { float4, wordSimilarity } from './search-index/trigram-similarity.ts';
import { searchTerms } from './search-text.ts';

export type Suggestion = {
  /** Categories and brands whose names match, each with the page to go to. */
  phrases: { label: string; kind: 'category' | 'brand'; uri: string }[];
  /** The best-matching products, briefly. */
  productIds: number[];
};

/**
 * Category, brand and search listings with their facets, and predictive search: what a
 * catalogue engine answers. The embedded one is an index held in each process over the
 * database's catalogue; a hosted engine (Voyado Elevate's storefront API) can stand behind the
 * same interface.
 */
export type CatalogueSearch = {
  list(query: ListingQuery): Promise<Listing>;
  /** Up to `limit` categories or brands and products for the words typed so far. */
  suggest(query: string, limit?: number): Promise<Suggestion>;
  /** Builds the index now (after the seed or an import at start), so no shopper waits for it. */
  warm(): Promise<void>;
  close(): void;
};

export type IndexedSearchOptions = {
  db: Database;
  purges: Pick<PurgeBus, 'subscribe'>;
  log?: (message: string) => void;
};

// After a refresh failed (the database away), answers come from the index as it is for this
// long before the next attempt, so an outage does not make every listing wait for a time-out.
const retryAfterFailureMs = 5000;

/**
 * The embedded catalogue engine: a `CatalogueIndex` built from the database on first use and
 * kept current by the purge bus, which every replica hears. An order's stock purge
 * (`product-N`) patches those products' stock; an import (`catalogue`, a category or a brand)
 * rebuilds the index. A listing asked for while a refresh runs waits for it, so no answer
 * cached after a purge comes from the catalogue before it.
 */
export function createIndexedCatalogueSearch({
  db,
  purges,
  log = console.warn,
}: IndexedSearchOptions): CatalogueSearch {
  let current: CatalogueIndex | undefined;
  let rebuild = true;
  const stale = new Set<number>();
  let work: Promise<void> | undefined;
  let failedAt = 0;

  async function build(): Promise<CatalogueIndex> {
    const [categories, brands] = await Promise.all([
      loadIndexedCategories(db),
      loadIndexedBrands(db),
    ]);
    // Page by page into columns: the catalogue is never held as objects.
    const builder = new CatalogueIndexBuilder(brands);
    for await (const page of indexedProductPages(db)) {
      for (const product of page) builder.add(product);
    }
    return builder.build(categories);
  }

  async function refresh(): Promise<void> {
    while (rebuild || stale.size > 0) {
      const whole = rebuild || !current;
      const ids = [...stale];
      rebuild = false;
      stale.clear();
      try {
        if (whole) {
          current = await build();
          continue;
        }
        const index = current as CatalogueIndex;
        const products = await loadIndexedProducts(db, ids);
        const byId = new Map(products.map((product) => [product.id, product]));
        const patched = ids.every((id) => {
          const product = byId.get(id);
          // A product that left the listings (retired) or joined them needs a rebuild.
          if (!product) return !index.has(id);
          return index.patchStock(product);
        });
        if (!patched) current = await build();
      } catch (error) {
        rebuild ||= whole;
        for (const id of ids) stale.add(id);
        failedAt = Date.now();
        throw error;
      }
    }
  }

  function start(): Promise<void> {
    work ??= refresh().finally(() => {
      work = undefined;
    });
    return work;
  }

  async function ready(): Promise<CatalogueIndex> {
    const pending = rebuild || stale.size > 0;
    if (pending && (!current || Date.now() - failedAt >= retryAfterFailureMs)) {
      try {
        await start();
      } catch (error) {
        if (!current) throw error;
        log(`The catalogue index kept its last state: ${(error as Error).message}`);
      }
    } else if (work) {
      await work.catch(() => undefined);
    }
    if (!current) throw new Error('The catalogue index could not be built');
    return current;
  }

  const unsubscribe = purges.subscribe((tags) => {
    let changed = false;
    for (const tag of tags) {
      if (tag === 'catalogue' || tag.startsWith('category-') || tag.startsWith('brand-')) {
        rebuild = true;
        changed = true;
      } else if (tag.startsWith('product-')) {
        const id = Number(tag.slice('product-'.length));
        if (Number.isSafeInteger(id)) {
          stale.add(id);
          changed = true;
        }
      }
    }
    // Refreshed at once, so the next listing rarely has to wait for it.
    if (changed && current) start().catch(() => undefined);
  });

  return {
    async list(query) {
      return (await ready()).list(query);
    },
    async suggest(query, limit = 5) {
      const terms = searchTerms(query);
      if (terms.length === 0) return { phrases: [], productIds: [] };
      const index = await ready();
      const phrase = terms.join(' ');
      const phrases = index.phrases
        .map((candidate) => {
          const label = candidate.label.toLowerCase();
          return {
            ...candidate,
            score: wordSimilarity(phrase, label),
            starts: label.startsWith(phrase),
          };
        })
        .filter((candidate) => candidate.score >= float4(0.5) || candidate.starts)
        .sort(
          (a, b) =>
            b.score - a.score ||
            a.depth - b.depth ||
            (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
        )
        .slice(0, limit)
        .map(({ label, kind, uri }) => ({ label, kind, uri }));
      // The search's first page, read from the most reviewed down (no count, no facets).
      return { phrases, productIds: index.searchTop(terms, limit) };
    },
    async warm() {
      await ready();
    },
    close: unsubscribe,
  };
}
