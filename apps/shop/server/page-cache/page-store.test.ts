import { describe, expect, it } from 'vitest';
import { type CachedPage, PageStore, type Rendered } from './page-store.ts';

// Sizes as the demo shop's pages are kept (HTML, gzip, brotli): a product page about 66 kB,
// a category about 150 kB, `/all` (96 products) about 240 kB.
const sizes = {
  product: [47_000, 10_500, 8_500],
  category: [110_000, 17_500, 14_000],
  all: [190_000, 29_000, 22_000],
} as const;
// One buffer of each size, shared by every page: the store counts bytes, it never reads them.
const buffers = new Map<number, Buffer>();
const bytes = (size: number) => {
  const buffer = buffers.get(size) ?? Buffer.alloc(size, 'x');
  buffers.set(size, buffer);
  return buffer;
};

function pageOf(kind: keyof typeof sizes, tags: string[] = []): Rendered {
  const [body, gzip, br] = sizes[kind];
  const page: CachedPage = {
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    body: bytes(body),
    gzip: bytes(gzip),
    br: bytes(br),
    etag: 'W/"x"',
    scriptHashes: [],
    tags: [...tags, 'pages'],
    storedAt: 0,
  };
  return { kind: 'page', page };
}

/** A request as the page cache makes it: a lookup, and a render kept on a miss. */
async function ask(store: PageStore, key: string, kind: keyof typeof sizes, tags?: string[]) {
  const found = store.lookup(key);
  if (found.kind !== 'none') return found.kind;
  await store.coalesce(key, async () => pageOf(kind, tags));
  return 'miss';
}

const megabytes = (n: number) => n * 1024 * 1024;
const newStore = () =>
  new PageStore({ maxBytes: megabytes(64), ttlMs: 300_000, staleMs: 3_600_000 });

/** The 50 pages many shoppers share: home, categories and products, each asked for a few times. */
const top50 = [
  ...Array.from({ length: 20 }, (_, n) => ({ key: `/c/${n}`, kind: 'category' as const })),
  ...Array.from({ length: 29 }, (_, n) => ({ key: `/p/${n}`, kind: 'product' as const })),
  { key: '/all', kind: 'all' as const },
];

describe('the page store under a flood of one-off addresses', () => {
  it('keeps the top 50 pages through 10,000 unique query strings', async () => {
    const store = newStore();
    for (let round = 0; round < 3; round += 1) {
      for (const { key, kind } of top50) await ask(store, key, kind);
    }
    const flood = Array.from({ length: 10_000 }, (_, n) => ({
      key: n % 2 ? `/p/0?x=${n}` : `/all?f=${n}`,
      kind: n % 2 ? ('product' as const) : ('all' as const),
    }));
    for (const { key, kind } of flood) await ask(store, key, kind);
    const lost = top50.filter(({ key }) => !store.has(key)).map(({ key }) => key);
    expect(lost).toEqual([]);
    expect(store.size().bytes).toBeLessThanOrEqual(megabytes(64));
    // The flood went through probation: its latest pages are there, the earliest long gone.
    expect(store.has('/all?f=9998')).toBe(true);
    expect(store.has('/all?f=0')).toBe(false);
  });

  it('promotes a page asked for again while in probation, and keeps it through the next flood', async () => {
    const store = newStore();
    await ask(store, '/new-category', 'category');
    expect(await ask(store, '/new-category', 'category')).toBe('fresh');
    for (let n = 0; n < 2_000; n += 1) await ask(store, `/all?f=${n}`, 'all');
    expect(store.has('/new-category')).toBe(true);
  });

  it('keeps a page whose address was asked for before (a purge, then its next render) among the protected', async () => {
    const store = newStore();
    await ask(store, '/p/1', 'product', ['product-1']);
    await ask(store, '/p/1', 'product', ['product-1']);
    expect(store.purge(['product-1'])).toBe(1);
    // Rendered again once, after the purge, then a flood before anyone asks a third time.
    expect(await ask(store, '/p/1', 'product', ['product-1'])).toBe('miss');
    for (let n = 0; n < 2_000; n += 1) await ask(store, `/all?f=${n}`, 'all');
    expect(store.lookup('/p/1').kind).toBe('fresh');
  });

  it('lets a one-off page go while a flood passes, without a hit it never had', async () => {
    const store = newStore();
    await ask(store, '/once', 'product');
    for (let n = 0; n < 2_000; n += 1) await ask(store, `/all?f=${n}`, 'all');
    expect(store.has('/once')).toBe(false);
  });

  it('purges a tagged page from either segment and forgets its tags once evicted', async () => {
    const store = newStore();
    await ask(store, '/shared', 'product', ['product-7']);
    await ask(store, '/shared', 'product', ['product-7']);
    await ask(store, '/shared?variant=1', 'product', ['product-7']);
    expect(store.purge(['product-7'])).toBe(2);
    expect(store.size().entries).toBe(0);
    // A page evicted from probation leaves no tag behind to purge.
    await ask(store, '/evicted', 'product', ['product-9']);
    for (let n = 0; n < 2_000; n += 1) await ask(store, `/all?f=${n}`, 'all');
    expect(store.purge(['product-9'])).toBe(0);
  });
});
