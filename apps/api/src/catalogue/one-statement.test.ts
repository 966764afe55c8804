import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { countStatements } from '../testing/statement-counter.ts';
import { readJson, testDatabases, useTestApi } from '../testing/test-api.ts';
import { findCategory } from './catalogue-store.ts';
import { loadProducts } from './product-view.ts';
import {
  findCategoryInThreeQueries,
  loadProductsInThreeQueries,
} from './testing/reference-catalogue.ts';

const column = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { value: string }[] }).rows.map(
    (row) => row.value,
  );

// Every product and category, each loaded twice: a minute on a busy 2-core machine.
const comparisonTimeout = 240_000;

describe.each(testDatabases())(
  'one-statement product and category queries on $name',
  (database) => {
    // Counts the handler's own statements: the data cache in front would answer repeats.
    const api = useTestApi(database, { env: { DATA_CACHE: 'off' } });

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
          expect(await loadProducts(db, chunk)).toEqual(
            await loadProductsInThreeQueries(db, chunk),
          );
        }
        const mixed = [ids[40] ?? 0, 999_999, ids[3] ?? 0, ids[40] ?? 0, -1, ids.at(-1) ?? 0];
        expect(await loadProducts(db, mixed)).toEqual(await loadProductsInThreeQueries(db, mixed));
        expect(await loadProducts(db, [])).toEqual([]);

        const categories = await column(db, sql`select uri as value from categories order by uri`);
        for (const uri of [...categories, '/all/no-such-category', '/no/such/path']) {
          expect(await findCategory(db, uri), uri).toEqual(
            await findCategoryInThreeQueries(db, uri),
          );
        }
      },
      comparisonTimeout,
    );

    it('answers a category listing in two statements: the category and the products (the listing comes from the index)', async () => {
      const post = (body: object) =>
        api.app.request('/api/catalog/get-category-products', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      // Filters the first jacket listed matches, so the filtered listing has products to load.
      const [listed] = (await readJson(await post({ uri: '/all/clothing/jackets' }))).products;
      // A listing shows no sizes nor attributes: the product's own answer has them.
      const [jacket] = (
        await readJson(
          await api.app.request('/api/catalog/products-by-id', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ids: [listed.id] }),
          }),
        )
      ).products;
      const filters = {
        brand: [jacket.brandSlug],
        size: [jacket.items.find((item: { available: boolean }) => item.available).size],
        ...Object.fromEntries(
          Object.entries(jacket.attributes as Record<string, unknown>)
            .filter(([, value]) => typeof value === 'string')
            .slice(0, 2)
            .map(([name, value]) => [name, [value]]),
        ),
      };
      const counter = countStatements();
      try {
        for (const body of [
          { uri: '/all/clothing/jackets' },
          { uri: '/all/clothing/jackets', sort: 'newest', page: 2 },
          {
            uri: '/all/clothing/jackets',
            filters,
          },
        ]) {
          counter.reset();
          const response = await post(body);
          expect(response.status, JSON.stringify(body)).toBe(200);
          expect((await readJson(response)).products.length, JSON.stringify(body)).toBeGreaterThan(
            0,
          );
          expect(counter.count, JSON.stringify(body)).toBe(2);
        }
      } finally {
        counter.stop();
      }
    });
  },
);
