import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { testDatabases, useTestApi } from '../testing/test-api.ts';
import { findProductBySlug } from './catalogue-store.ts';
import { loadProducts } from './product-view.ts';

describe.each(testDatabases())('findProductBySlug on $name', (database) => {
  const api = useTestApi(database);

  it('answers every product as loadProducts does, with its other colourways by suffix', async () => {
    const db = api.database.db;
    const rows = await db
      .select({ id: products.id, slug: products.slug, code: products.code })
      .from(products)
      .orderBy(asc(products.id));
    expect(rows.length).toBeGreaterThan(900);
    for (const row of rows) {
      const [product] = await loadProducts(db, [row.id]);
      const siblings = await db
        .select({
          slug: products.slug,
          sku: products.sku,
          suffix: products.suffix,
          name: products.colourName,
          hex: products.colourHex,
        })
        .from(products)
        .where(and(eq(products.code, row.code), ne(products.id, row.id)))
        .orderBy(asc(products.suffix));
      const page = await findProductBySlug(db, row.slug);
      const { otherColours, ...rest } = page ?? { otherColours: [] };
      expect(rest).toEqual(product);
      expect(otherColours).toEqual(
        siblings.map(({ slug, sku, suffix, name, hex }) => ({
          uri: `/${slug}`,
          sku,
          suffix,
          colour: { name, hex },
        })),
      );
    }
  }, 120_000);

  it('answers null for an unknown slug', async () => {
    expect(await findProductBySlug(api.database.db, 'no-such-product-000000-000')).toBeNull();
  });
});
