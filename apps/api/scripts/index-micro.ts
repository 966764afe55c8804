import { generateDemoCatalogue } from '@cairn/demo-data';
import {
  CatalogueIndex,
  type IndexedProduct,
} from '../src/catalogue/search-index/catalogue-index.ts';
import { normaliseSearchText, searchTerms } from '../src/catalogue/search-text.ts';

const n = Number(process.argv[2] ?? 50000);
const cat = generateDemoCatalogue();
const names = new Map(cat.categories.map((c) => [c.uri, c.name]));
const base = cat.products;
const products: IndexedProduct[] = [];
for (let i = 0; i < n; i++) {
  const p = base[i % base.length];
  const copy = Math.floor(i / base.length);
  products.push({
    id: i + 1,
    brandSlug: p.brandSlug,
    gender: p.gender,
    colourName: p.colour.name,
    priceMinor: p.priceMinor + copy,
    priceBeforeDiscountMinor: p.priceBeforeDiscountMinor + copy,
    ratingAverage: Math.fround(p.rating.average),
    ratingCount: p.rating.count + copy,
    createdAtMicros: Date.parse(p.createdAt) * 1000 + copy,
    attributes: p.attributes,
    searchText: normaliseSearchText(
      [
        p.name + (copy ? ` v${copy % 50}` : ''),
        p.brandName,
        p.colour.name,
        ...p.categoryUris.map((u) => names.get(u) ?? ''),
      ].join(' '),
    ),
    categoryUris: p.categoryUris,
    variants: p.variants.map((v, position) => ({
      sku: `${v.sku}-${copy}`,
      size: v.size,
      inStock: v.stock > 0,
      position,
    })),
  });
}
const before = process.memoryUsage();
const t = performance.now();
const index = CatalogueIndex.of(products, cat.categories, cat.brands);
console.log(`build ${n}: ${(performance.now() - t).toFixed(0)} ms`);
const time = (label: string, f: () => unknown, runs = 30) => {
  const ts: number[] = [];
  for (let r = 0; r < runs; r++) {
    const s = process.cpuUsage();
    f();
    const d = process.cpuUsage(s);
    ts.push((d.user + d.system) / 1000);
  }
  ts.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(40)} p50 ${ts[Math.floor(runs / 2)].toFixed(1)} ms  max ${ts.at(-1)?.toFixed(1)} ms`,
  );
};
const q = (extra: object) => ({
  filters: [],
  sort: 'recommended' as const,
  page: 1,
  pageSize: 24,
  ...extra,
});
time('/all facets', () => index.list(q({ categoryUri: '/all' })));
time('/all/clothing', () => index.list(q({ categoryUri: '/all/clothing' })));
time('jackets brand+size by price', () =>
  index.list(
    q({
      categoryUri: '/all/clothing/jackets',
      filters: [
        { name: 'brand', value: base[0].brandSlug },
        { name: 'size', value: 'M' },
      ],
      sort: 'price-asc',
    }),
  ),
);
time('/all page 40 newest', () => index.list(q({ categoryUri: '/all', page: 40, sort: 'newest' })));
time('search jacket', () => index.list(q({ searchTerms: searchTerms('jacket') })));
time('search jaket waterprof', () =>
  index.list(q({ searchTerms: searchTerms('jaket waterprof') })),
);
time('search jacket page 100', () =>
  index.list(q({ searchTerms: searchTerms('jacket'), page: 100 })),
);
for (const s of ['g', 'go', 'gor', 'gore', 'merin', 'tent', 'sleeping b'])
  time(`suggest ${s}`, () =>
    index.list(q({ searchTerms: searchTerms(s), pageSize: 5 }), { facets: false }),
  );
const after = process.memoryUsage();
console.log(
  'heap MB',
  ((after.heapUsed - before.heapUsed) / 1e6).toFixed(0),
  'arrayBuffers MB',
  ((after.arrayBuffers - before.arrayBuffers) / 1e6).toFixed(0),
  'rss',
  (after.rss / 1e6).toFixed(0),
);
