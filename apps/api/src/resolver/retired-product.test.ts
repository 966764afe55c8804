import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategories, products } from '../db/schema.ts';
import { readJson, testDatabases, useTestApi } from '../testing/test-api.ts';

describe.each(testDatabases())('a retired product on $name', (database) => {
  const api = useTestApi(database);
  // A product with another colourway, so the sibling's page can be checked too.
  let retired: { id: number; slug: string; name: string; brandSlug: string; code: string };
  let sibling: { slug: string };

  beforeAll(async () => {
    const { db } = api.database;
    const [row] = await db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        brandSlug: products.brandSlug,
        code: products.code,
      })
      .from(products)
      .where(
        and(
          sql`${products.bundleInfo} is null`,
          sql`(select count(*) from products s where s.code = ${products.code}) > 1`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    if (!row) throw new Error('The demo catalogue has products in several colourways');
    retired = row;
    const [other] = await db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.code, row.code), ne(products.id, row.id)))
      .limit(1);
    if (!other) throw new Error('No other colourway');
    sibling = other;
    await db.update(products).set({ retiredAt: new Date() }).where(eq(products.id, row.id));
  });

  afterAll(async () => {
    await api.database?.db
      .update(products)
      .set({ retiredAt: null })
      .where(eq(products.id, retired.id));
  });

  it('resolves to 410: the product is no longer sold, with its brand and home category', async () => {
    const response = await api.app.request(`/api/resolver/${retired.slug}`);
    expect(response.status).toBe(410);
    expect(response.headers.get('cache-control')).toContain('public');
    expect(response.headers.get('cache-tag')).toContain(`product-${retired.id}`);
    const [home] = await api.database.db
      .select({ uri: productCategories.categoryUri })
      .from(productCategories)
      .where(and(eq(productCategories.productId, retired.id), eq(productCategories.position, 0)));
    const { data } = await readJson(response);
    expect(data).toMatchObject({
      type: 'retired',
      product: {
        name: retired.name,
        brand: { slug: retired.brandSlug, name: expect.any(String) },
        category: { uri: home?.uri, name: expect.any(String) },
      },
      meta: {
        title: `${retired.name} is no longer sold | Cairn`,
        canonicalPath: `/${retired.slug}`,
      },
    });
    expect(data.product).not.toHaveProperty('items');
  });

  it('is no longer another colourway of the products it shared a code with', async () => {
    const { data } = await readJson(await api.app.request(`/api/resolver/${sibling.slug}`));
    expect(data.type).toBe('product');
    const colourways = data.product.otherColours.map((colour: { uri: string }) => colour.uri);
    expect(colourways).not.toContain(`/${retired.slug}`);
  });

  it('is not offered by products-by-id (wishlists, recommendations, bundles)', async () => {
    const response = await api.app.request('/api/catalog/products-by-id', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [retired.id, 1] }),
    });
    const { products: offered } = await readJson(response);
    expect(offered.map((product: { id: number }) => product.id)).not.toContain(retired.id);
  });

  it('resolves as a product again once a feed brings it back', async () => {
    const { db } = api.database;
    await db.update(products).set({ retiredAt: null }).where(eq(products.id, retired.id));
    try {
      const response = await api.app.request(`/api/resolver/${retired.slug}`);
      expect(response.status).toBe(200);
      expect((await readJson(response)).data.type).toBe('product');
    } finally {
      await db.update(products).set({ retiredAt: new Date() }).where(eq(products.id, retired.id));
    }
  });
});
