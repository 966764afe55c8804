import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { testDatabases, useTestApi } from '../testing/test-api.ts';
import { type FiltersByName, type Listing, type ListingQuery, listingSorts } from './listing.ts';

/** One filter: a name and a value; a filter set lists them as a shopper ticks them. */
type ListingFilter = { name: string; value: string };

/** A filter set grouped by name, as the listing route hands it to the index. */
function byName(filters: readonly ListingFilter[]): FiltersByName {
  const grouped = new Map<string, string[]>();
  for (const { name, value } of filters) {
    const values = grouped.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    grouped.set(name, values);
  }
  return grouped;
}

import { searchTerms } from './search-text.ts';
import { listProductsInSql, suggestInSql } from './testing/sql-listing.ts';

/*
 * The reference test of the catalogue index: on the demo catalogue, every listing the index
 * answers (scope, filters, sort, page, facet counts) and every typo match and ranking of search
 * and predictive search is the one the SQL listing gave before the index replaced it.
 */

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
function filterSets(facets: Listing['facets']): ListingFilter[][] {
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

// Hundreds of listings, each answered twice: minutes on a busy 2-core machine, not a hang.
const comparisonTimeout = 240_000;

// Typed as shoppers type: whole words, typos, fragments, several words, brands and colours.
const searches = [
  'goretex jaket',
  'merino socks',
  'tent',
  'jacket',
  'jaket waterprof',
  'waterproof',
  'gor',
  'g',
  'bluejacket',
  'mens boots',
  'womns fleece',
  'sleeping bag',
  'rucksak 30',
  'down',
  'xyzzy',
  // Keystrokes of predictive search: short prefixes, words holding a term's trigrams apart.
  'rucks',
  'gle',
  'me',
  'hiking b',
];

describe.each(testDatabases())('the catalogue index on $name', (database) => {
  const api = useTestApi(database, { env: { DATA_CACHE: 'off' } });

  it(
    'lists exactly what the SQL listing listed, for many scopes, filters, sorts and pages',
    async () => {
      const db = api.database.db;
      const categories = await column(db, sql`select uri as value from categories order by uri`);
      const brands = await column(db, sql`select slug as value from brands order by slug`);
      const scopes: Scope[] = [
        ...every(categories, 20).map((categoryUri) => ({ categoryUri })),
        ...every(brands, 11).map((brandSlug) => ({ brandSlug })),
        ...searches.slice(0, 6).map((q) => ({ searchTerms: searchTerms(q) })),
        // The brand listing inside a category is not an endpoint, but the listing takes it.
        { categoryUri: '/all', brandSlug: brands[0] },
        { categoryUri: '/all/clothing', searchTerms: ['jacket'] },
      ];
      let compared = 0;
      for (const scope of scopes) {
        const plain = {
          ...scope,
          filters: new Map(),
          sort: 'recommended' as const,
          page: 1,
          pageSize: 24,
        };
        const { facets, total } = await listProductsInSql(db, plain);
        const queries: ListingQuery[] = [
          plain,
          ...listingSorts.map((sort) => ({ ...plain, sort })),
          { ...plain, page: 2, pageSize: 12 },
          { ...plain, page: Math.ceil(total / 10) + 1, pageSize: 10, sort: 'price-desc' },
          ...filterSets(facets).map((filters, index) => ({
            ...plain,
            filters: byName(filters),
            sort: listingSorts[index % listingSorts.length] ?? 'recommended',
            page: 1 + (index % 2),
            pageSize: index % 3 === 0 ? 96 : 12,
          })),
        ];
        for (const query of queries) {
          const expected = await listProductsInSql(db, query);
          expect(await api.catalogue.list(query), JSON.stringify(query)).toEqual(expected);
          compared += 1;
        }
      }
      expect(scopes.length).toBeGreaterThanOrEqual(19);
      expect(compared).toBeGreaterThan(300);
    },
    comparisonTimeout,
  );

  it(
    'matches and ranks typed words, typos included, as the SQL search did, on every page',
    async () => {
      const db = api.database.db;
      for (const q of searches) {
        const terms = searchTerms(q);
        const first = await listProductsInSql(db, {
          searchTerms: terms,
          filters: new Map(),
          sort: 'recommended',
          page: 1,
          pageSize: 96,
        });
        // Every page of the relevance order, so ties and the tail are held too.
        const pages = Math.max(1, Math.ceil(first.total / 96));
        for (let page = 1; page <= pages; page += 1) {
          const query: ListingQuery = {
            searchTerms: terms,
            filters: new Map(),
            sort: 'recommended',
            page,
            pageSize: 96,
          };
          expect(await api.catalogue.list(query), JSON.stringify(query)).toEqual(
            await listProductsInSql(db, query),
          );
        }
        expect(await api.catalogue.suggest(q), q).toEqual(await suggestInSql(db, q));
      }
    },
    comparisonTimeout,
  );

  it('follows stock an order takes (a purge of the product), and an import (a catalogue purge)', async () => {
    const db = api.database.db;
    const query: ListingQuery = {
      categoryUri: '/all',
      filters: new Map([['availability', ['in-stock']]]),
      sort: 'recommended',
      page: 1,
      pageSize: 24,
    };
    const before = await api.catalogue.list(query);
    const [soldOut] = before.productIds;
    if (soldOut === undefined) throw new Error('The demo catalogue lists no product in stock');
    const stock = await db.execute(
      sql`select sku, stock from variants where product_id = ${soldOut}`,
    );
    try {
      await db.execute(sql`update variants set stock = 0 where product_id = ${soldOut}`);
      await api.purge([`product-${soldOut}`]);
      const after = await api.catalogue.list(query);
      expect(after.productIds).not.toContain(soldOut);
      expect(after.total).toBe(before.total - 1);
      expect(after).toEqual(await listProductsInSql(db, query));

      await db.execute(sql`update products set retired_at = now() where id = ${soldOut}`);
      await api.purge(['catalogue']);
      const all = { ...query, filters: new Map() };
      expect((await api.catalogue.list(all)).productIds).not.toContain(soldOut);
    } finally {
      await db.execute(sql`update products set retired_at = null where id = ${soldOut}`);
      for (const row of (stock as unknown as { rows: { sku: string; stock: number }[] }).rows) {
        await db.execute(sql`update variants set stock = ${row.stock} where sku = ${row.sku}`);
      }
      await api.purge(['catalogue']);
    }
    expect(await api.catalogue.list(query)).toEqual(before);
  });
});
