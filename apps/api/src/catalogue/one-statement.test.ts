import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { countStatements } from '../testing/statement-counter.ts';
import { readJson, testDatabases, useTestApi } from '../testing/test-api.ts';
import { findCategory } from './catalogue-store.ts';
import { type ListingFilter, type ListingQuery, listingSorts, listProducts } from './listing.ts';
import { loadProducts } from './product-view.ts';
import { searchTerms } from './search-text.ts';
import {
  findCategoryInThreeQueries,
  loadProductsInThreeQueries,
} from './testing/reference-catalogue.ts';
import { listProductsStatementByStatement } from './testing/reference-listing.ts';

type Scope = Pick<ListingQuery, 'categoryUri' | 'brandSlug' | 'searchTerms'>;

const column = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { value: string }[] }).rows.map(
    (row) => row.value,
  );

/** Every `step`-th item, from the first: a spread of the list that is the same on every run. */
const every = <T>(items: T[], step: number) => items.filter((_, index) => index % step === 0);

/**
 * Filter sets for a scope, drawn from the facets its unfiltered listing offers: one facet, two
 * values of one facet (any of), several facets together, attributes, and values or names that
 * match nothing (a chosen value stays in its facet with a count of 0).
 */
function filterSets(facets: Awaited<ReturnType<typeof listProducts>>['facets']): ListingFilter[][] {
  const values = (name: string) => facets.find((facet) => facet.name === name)?.values ?? [];
  const first = (name: string, index = 0): ListingFilter[] => {
    const value = values(name)[index]?.value;
    return value === undefined ? [] : [{ name, value }];
  };
  const attributes = facets.filter(
    (facet) =>
      !['brand', 'gender', 'colour', 'size', 'price', 'sale', 'availability'].includes(facet.name),
  );
  const attribute = (facetIndex: number, valueIndex = 0): ListingFilter[] => {
    const facet = attributes[facetIndex];
    const value = facet?.values[valueIndex]?.value;
    return facet && value !== undefined ? [{ name: facet.name, value }] : [];
  };
  return [
    [],
    first('brand'),
    [...first('colour'), ...first('colour', 1)],
    [...first('brand'), ...first('size')],
    [...first('price'), { name: 'sale', value: 'true' }],
    [{ name: 'availability', value: 'in-stock' }, ...first('gender')],
    [...first('size', 1), ...first('size', 2), ...first('price', 1)],
    attribute(0),
    [...attribute(0), ...attribute(0, 1), ...attribute(1)],
    [...attribute(1), ...first('colour'), ...first('brand', 1)],
    [{ name: 'colour', value: 'No such colour' }, ...first('gender', 1)],
    [{ name: 'walkMode', value: 'nowhere' }],
    [
      { name: 'sale', value: 'false' },
      { name: 'availability', value: 'any' },
    ],
  ].filter((set, index) => index === 0 || set.length > 0);
}

// Hundreds of listings, each run twice: minutes on a busy 2-core machine, not a hang.
const comparisonTimeout = 240_000;

describe.each(testDatabases())('one-statement catalogue queries on $name', (database) => {
  // Counts the handler's own statements: the data cache in front would answer repeats.
  const api = useTestApi(database, { env: { DATA_CACHE: 'off' } });

  it(
    'list exactly what the statement-by-statement listing lists, for many filters, sorts and pages',
    async () => {
      const db = api.database.db;
      const categories = await column(db, sql`select uri as value from categories order by uri`);
      const brands = await column(db, sql`select slug as value from brands order by slug`);
      const scopes: Scope[] = [
        ...every(categories, 20).map((categoryUri) => ({ categoryUri })),
        ...every(brands, 11).map((brandSlug) => ({ brandSlug })),
        ...['goretex jaket', 'merino socks', 'tent'].map((q) => ({
          searchTerms: searchTerms(q),
        })),
        // The brand listing inside a category is not an endpoint, but the statement takes it.
        { categoryUri: '/all', brandSlug: brands[0] },
      ];
      let compared = 0;
      for (const scope of scopes) {
        const plain = {
          ...scope,
          filters: [],
          sort: 'recommended' as const,
          page: 1,
          pageSize: 24,
        };
        const { facets, total } = await listProductsStatementByStatement(db, plain);
        const queries: ListingQuery[] = [
          ...listingSorts.map((sort) => ({ ...plain, sort })),
          { ...plain, page: 2, pageSize: 12 },
          { ...plain, page: Math.ceil(total / 10) + 1, pageSize: 10, sort: 'price-desc' },
          ...filterSets(facets).map((filters, index) => ({
            ...plain,
            filters,
            sort: listingSorts[index % listingSorts.length] ?? 'recommended',
            page: 1 + (index % 2),
            pageSize: index % 3 === 0 ? 96 : 12,
          })),
        ];
        for (const query of queries) {
          const expected = await listProductsStatementByStatement(db, query);
          expect(await listProducts(db, query), JSON.stringify(query)).toEqual(expected);
          compared += 1;
        }
      }
      expect(scopes.length).toBeGreaterThanOrEqual(15);
      expect(compared).toBeGreaterThan(250);
    },
    comparisonTimeout,
  );

  it(
    'load products and categories exactly as the three-query versions did',
    async () => {
      const db = api.database.db;
      const ids = (
        (await db.execute(sql`select id from products order by id`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows.map((row) => row.id);
      // All products in chunks of a page, then unknown ids, repeats and an order of our own.
      for (let start = 0; start < ids.length; start += 96) {
        const chunk = ids.slice(start, start + 96);
        expect(await loadProducts(db, chunk)).toEqual(await loadProductsInThreeQueries(db, chunk));
      }
      const mixed = [ids[40] ?? 0, 999_999, ids[3] ?? 0, ids[40] ?? 0, -1, ids.at(-1) ?? 0];
      expect(await loadProducts(db, mixed)).toEqual(await loadProductsInThreeQueries(db, mixed));
      expect(await loadProducts(db, [])).toEqual([]);

      const categories = await column(db, sql`select uri as value from categories order by uri`);
      for (const uri of [...categories, '/all/no-such-category', '/no/such/path']) {
        expect(await findCategory(db, uri), uri).toEqual(await findCategoryInThreeQueries(db, uri));
      }
    },
    comparisonTimeout,
  );

  it('answers a category listing in three statements: the category, the listing, the products', async () => {
    const post = (body: object) =>
      api.app.request('/api/catalog/get-category-products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Filters the first jacket listed matches, so the filtered listing has products to load.
    const [jacket] = (await readJson(await post({ uri: '/all/clothing/jackets' }))).products;
    const filters = [
      { name: 'brand', value: jacket.brandSlug },
      {
        name: 'size',
        value: jacket.items.find((item: { available: boolean }) => item.available).size,
      },
      ...Object.entries(jacket.attributes as Record<string, unknown>)
        .filter(([, value]) => typeof value === 'string')
        .slice(0, 2)
        .map(([name, value]) => ({ name, value })),
    ];
    const counter = countStatements();
    try {
      for (const body of [
        { uri: '/all/clothing/jackets' },
        { uri: '/all/clothing/jackets', meta: true, sort: 'newest', page: 2 },
        {
          uri: '/all/clothing/jackets',
          filters,
        },
      ]) {
        counter.reset();
        const response = await post(body);
        expect(response.status, JSON.stringify(body)).toBe(200);
        expect((await readJson(response)).products.length, JSON.stringify(body)).toBeGreaterThan(0);
        expect(counter.count, JSON.stringify(body)).toBe(3);
      }
    } finally {
      counter.stop();
    }
  });
});
