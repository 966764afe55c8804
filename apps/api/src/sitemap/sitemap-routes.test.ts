import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { readAnswer, testDatabases, useTestApi } from '../testing/test-api.ts';

describe.each(testDatabases())('the sitemap API on $name', (database) => {
  const api = useTestApi(database);
  const paths = async (file: string) => {
    const response = await api.app.request(`/api/sitemap/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { entries } = await readAnswer(response, 'sitemapFile');
    return entries.map((entry) => entry.path);
  };

  it('lists its files: pages with its latest story, then the product files', async () => {
    const response = await api.app.request('/api/sitemap');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { files } = await readAnswer(response, 'sitemapIndex');
    expect(files).toEqual([
      { name: 'pages', lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { name: 'products-1', lastModified: null },
    ]);
  });

  it('names a product file for every 50,000 ids that hold a product on sale', async () => {
    const { db } = api.database;
    // A product in the third file's range; the second stays empty and is not named.
    await db.execute(sql`
      insert into products (id, code, suffix, slug, sku, name, brand_slug, gender, price_minor,
        price_before_discount_minor, colour_name, colour_hex, description, excerpt, meta_title,
        meta_description, images, attributes, rating_average, rating_count, created_at, search_text)
      select 100001, code, suffix, 'sitemap-far-product-100001-900', 'far-100001', name,
        brand_slug, gender, price_minor, price_before_discount_minor, colour_name, colour_hex,
        description, excerpt, meta_title, meta_description, images, attributes, rating_average,
        rating_count, created_at, search_text
      from products where id = 1`);
    try {
      const { files } = await readAnswer(await api.app.request('/api/sitemap'), 'sitemapIndex');
      expect(files.map((file) => file.name)).toEqual(['pages', 'products-1', 'products-3']);
      expect((await api.app.request('/api/sitemap/products-2')).status).toBe(404);
      const { entries } = await readAnswer(
        await api.app.request('/api/sitemap/products-3'),
        'sitemapFile',
      );
      expect(entries).toEqual([
        { path: '/sitemap-far-product-100001-900', lastModified: expect.any(String) },
      ]);
    } finally {
      await db.delete(products).where(eq(products.id, 100_001));
    }
  });

  it('puts home, content pages and categories in pages, and no internal stories', async () => {
    const pages = await paths('pages');
    expect(pages).toContain('/');
    expect(pages).toContain('/information/delivery-returns');
    expect(pages).toContain('/all/clothing/jackets');
    expect(pages.filter((path) => /-\d{6}-\d{3}$/.test(path))).toEqual([]);
    for (const path of pages) {
      expect(path).not.toMatch(/^\/(settings|general-pages|categories)\//);
      expect(path).not.toBe('/home');
    }
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('puts every product in its id range, by id, with updated_at as its last change', async () => {
    const response = await api.app.request('/api/sitemap/products-1');
    const { entries } = await readAnswer(response, 'sitemapFile');
    const rows = await api.database.db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .orderBy(products.id);
    expect(entries).toEqual(
      rows.map((row) => ({ path: `/${row.slug}`, lastModified: row.updatedAt.toISOString() })),
    );
  });

  it('leaves retired products out, and a file whose products are all retired', async () => {
    const { db } = api.database;
    const [first, second] = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .orderBy(products.id)
      .limit(2);
    if (!first || !second) throw new Error('The demo catalogue has products');
    const retire = (at: Date | null) =>
      db
        .update(products)
        .set({ retiredAt: at })
        .where(inArray(products.id, [first.id, second.id]));
    await retire(new Date());
    try {
      const listed = await paths('products-1');
      expect(listed).not.toContain(`/${first.slug}`);
      expect(listed).not.toContain(`/${second.slug}`);
      await db.update(products).set({ retiredAt: new Date() });
      expect((await api.app.request('/api/sitemap/products-1')).status).toBe(404);
      const { files } = await readAnswer(await api.app.request('/api/sitemap'), 'sitemapIndex');
      expect(files.map((file) => file.name)).toEqual(['pages']);
    } finally {
      await db.update(products).set({ retiredAt: null });
    }
    expect(await paths('products-1')).toContain(`/${first.slug}`);
    await db.update(products).set({ retiredAt: null }).where(eq(products.id, first.id));
  });

  it('answers 404 for any other file, never a 5xx', async () => {
    for (const file of [
      'products-2',
      'products-0',
      'products-01',
      'products-42950',
      'products-99999',
      'products-999999999999',
      'products--1',
      'products-1.5',
      'products',
      'Pages',
      'sitemap',
    ]) {
      const response = await api.app.request(`/api/sitemap/${file}`);
      expect(response.status, file).toBe(404);
    }
  });
});
