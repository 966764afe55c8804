import { listedProduct } from '@cairn/commerce-client/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readAnswer, readJson, testDatabases, useTestApi } from '../testing/test-api.ts';

describe.each(testDatabases())('the catalogue API on $name', (database) => {
  const api = useTestApi(database);

  const post = (path: string, body: unknown) =>
    api.app.request(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  /** Hand-written SQL, the yardstick for the listing queries. */
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await api.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  describe('POST /api/catalog/products-by-id', () => {
    it('answers products in the order asked, skipping unknown ids', async () => {
      const body = await readAnswer(
        await post('/api/catalog/products-by-id', { ids: [3, 999999, 1] }),
        'products',
      );
      expect(body.products.map((product: { id: number }) => product.id)).toEqual([3, 1]);
    });

    it('uses the required field names (R-DATA-8) with money in pounds and sizes with stock', async () => {
      const { products } = await readAnswer(
        await post('/api/catalog/products-by-id', { ids: [1] }),
        'products',
      );
      const [row] = await query<{ price_minor: number; slug: string }>(
        sql`select price_minor, slug from products where id = 1`,
      );
      expect(products[0]).toMatchObject({
        id: 1,
        uri: `/${row?.slug}`,
        priceAsNumber: (row?.price_minor ?? 0) / 100,
        thumbnail: { image: { filename: expect.stringMatching(/-01\.jpg$/) } },
        items: expect.arrayContaining([
          expect.objectContaining({
            sku: expect.any(String),
            size: expect.any(String),
            stock: expect.any(Number),
          }),
        ]),
      });
      expect(products[0]?.images[0]?.filename).toMatch(/-01\.jpg$/);
    });

    it("carries a product's story, its editorial blocks, and null where it has none", async () => {
      const [withStory] = await query<{ id: number }>(
        sql`select id from products where story is not null order by id limit 1`,
      );
      const [without] = await query<{ id: number }>(
        sql`select id from products where story is null order by id limit 1`,
      );
      const { products } = await readAnswer(
        await post('/api/catalog/products-by-id', { ids: [withStory?.id, without?.id] }),
        'products',
      );
      expect(products[0]?.story).toMatchObject({
        component: 'product-story',
        body: [
          expect.objectContaining({ component: 'single-hero', heading: expect.any(String) }),
          expect.objectContaining({ component: 'accordion', title: 'From our gear team' }),
        ],
      });
      expect(products[1]?.story).toBeNull();
    });

    it('answers 400 for ids that are not positive whole numbers, or too many', async () => {
      for (const body of [
        { ids: 'one' },
        { ids: [-1] },
        { ids: [1.5] },
        { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        '{not json',
      ]) {
        const response = await post('/api/catalog/products-by-id', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
    });

    it('answers 413 for a body over the limit', async () => {
      const response = await post('/api/catalog/products-by-id', {
        ids: [1],
        padding: 'x'.repeat(70_000),
      });
      expect(response.status).toBe(413);
    });
  });

  describe('POST /api/catalog/products-by-sku', () => {
    it('finds products by product sku and by size sku, ignoring unknown skus', async () => {
      const [size] = await query<{ sku: string; product_id: number }>(
        sql`select sku, product_id from variants where product_id = 2 order by position limit 1`,
      );
      const [product] = await query<{ sku: string }>(sql`select sku from products where id = 5`);
      const body = await readAnswer(
        await post('/api/catalog/products-by-sku', { skus: [product?.sku, size?.sku, 'nope-000'] }),
        'products',
      );
      expect(body.products.map((p: { id: number }) => p.id)).toEqual([5, 2]);
    });
  });

  describe('POST /api/catalog/get-category-products', () => {
    const uri = '/all/clothing/jackets';

    it('filters, sorts and pages exactly as the hand-written SQL does', async () => {
      const [brand] = await query<{ brand_slug: string }>(
        sql`select p.brand_slug from products p join product_categories pc on pc.product_id = p.id and pc.category_uri = ${uri} where p.gender = 'male' group by p.brand_slug order by count(*) desc, p.brand_slug limit 1`,
      );
      const filters = { gender: ['male', 'unisex'], brand: [brand?.brand_slug] };
      const expected = await query<{ id: number }>(
        sql`select p.id from products p join product_categories pc on pc.product_id = p.id and pc.category_uri = ${uri}
            where p.gender in ('male', 'unisex') and p.brand_slug = ${brand?.brand_slug}
            order by p.price_minor asc, p.id`,
      );
      const pageSize = 2;
      const body = await readAnswer(
        await post('/api/catalog/get-category-products', {
          uri,
          filters,
          sort: 'price-asc',
          page: 2,
          pageSize,
        }),
        'categoryListing',
      );
      expect(body.pagination).toEqual({
        current: 2,
        total_pages: Math.max(1, Math.ceil(expected.length / pageSize)),
        total_products: expected.length,
      });
      expect(body.products.map((p: { id: number }) => p.id)).toEqual(
        expected.slice(2, 4).map((row) => row.id),
      );
    });

    it('counts each facet with every other filter applied but its own', async () => {
      const filters = { gender: ['female'], size: ['M'] };
      const body = await readAnswer(
        await post('/api/catalog/get-category-products', { uri, filters }),
        'categoryListing',
      );
      const brandCounts = await query<{ value: string; count: number }>(
        sql`select p.brand_slug as value, count(*)::int as count from products p
            join product_categories pc on pc.product_id = p.id and pc.category_uri = ${uri}
            where p.gender = 'female'
              and exists (select 1 from variants v where v.product_id = p.id and v.stock > 0 and v.size = 'M')
            group by p.brand_slug`,
      );
      const genderCounts = await query<{ value: string; count: number }>(
        sql`select p.gender as value, count(*)::int as count from products p
            join product_categories pc on pc.product_id = p.id and pc.category_uri = ${uri}
            where exists (select 1 from variants v where v.product_id = p.id and v.stock > 0 and v.size = 'M')
            group by p.gender`,
      );
      const facet = (name: string) =>
        Object.fromEntries(
          (body.facets.find((entry) => entry.name === name)?.values ?? []).map(
            (value: { value: string; count: number }) => [value.value, value.count],
          ),
        );
      expect(facet('brand')).toEqual(
        Object.fromEntries(brandCounts.map((row) => [row.value, row.count])),
      );
      expect(facet('gender')).toEqual(
        Object.fromEntries(genderCounts.map((row) => [row.value, row.count])),
      );
      const female = body.facets
        .find((entry) => entry.name === 'gender')
        ?.values.find((value) => value.value === 'female');
      expect(female?.selected).toBe(true);
    });

    it('filters by price range and by attribute', async () => {
      const body = await readAnswer(
        await post('/api/catalog/get-category-products', {
          uri,
          pageSize: 96,
          filters: { price: ['100-200'], waterproofing: ['Gore-Tex'] },
        }),
        'categoryListing',
      );
      const expected = await query<{ id: number }>(
        sql`select p.id from products p join product_categories pc on pc.product_id = p.id and pc.category_uri = ${uri}
            where p.price_minor >= 10000 and p.price_minor < 20000 and p.attributes ->> 'waterproofing' = 'Gore-Tex'`,
      );
      expect(body.pagination.total_products).toBe(expected.length);
      // A listed product has no attributes to show: the SQL says which products have them.
      const matching = new Set(expected.map((row) => row.id));
      for (const product of body.products) {
        expect(product.priceAsNumber).toBeGreaterThanOrEqual(100);
        expect(product.priceAsNumber).toBeLessThan(200);
        expect(matching.has(product.id), String(product.id)).toBe(true);
      }
    });

    it('filters by an attribute named in camel case, and labels it in words', async () => {
      const [attribute] = await query<{ name: string; value: string; count: number }>(
        sql`select kv.key as name, kv.value as value, count(*)::int as count
            from products p, jsonb_each_text(p.attributes) kv
            where kv.key ~ '[A-Z]' group by kv.key, kv.value order by kv.key, kv.value limit 1`,
      );
      if (!attribute) throw new Error('the demo catalogue has no camel-case attribute');
      const body = await readAnswer(
        await post('/api/catalog/get-category-products', {
          uri: '/all',
          filters: { [attribute.name]: [attribute.value] },
        }),
        'categoryListing',
      );
      expect(body.pagination.total_products).toBe(attribute.count);
      const facet = body.facets.find((entry: { name: string }) => entry.name === attribute.name);
      expect(facet?.label).toMatch(/^[A-Z][a-z]*( [a-z]+)+$/);
      expect(facet?.values.find((value) => value.value === attribute.value)?.selected).toBe(true);
    });

    it("answers listing-sized products, and not the category, which is the resolver's", async () => {
      // As it comes over the wire: a parse by the contract would leave out any extra field.
      const body = await readJson(
        await post('/api/catalog/get-category-products', { uri, meta: true }),
      );
      const [listed] = body.products;
      const product = (
        await readAnswer(
          await post('/api/catalog/products-by-id', { ids: [listed.id] }),
          'products',
        )
      ).products[0];
      if (!product) throw new Error(`no product ${listed.id}`);
      expect(listed).toEqual(listedProduct(product));
      expect(Object.keys(body).sort()).toEqual(['facets', 'pagination', 'products', 'sort']);
    });

    it('answers 404 for an unknown category and 400 for bad input', async () => {
      expect(
        (await post('/api/catalog/get-category-products', { uri: '/all/nothing' })).status,
      ).toBe(404);
      for (const body of [
        { uri: 'all/clothing' },
        { uri: '/all/clothing', sort: 'cheapest' },
        { uri: '/all/clothing', page: 0 },
        { uri: '/all/clothing', filters: { 'DROP TABLE': ['x'] } },
        { uri: '/all/clothing', filters: { brand: [''] } },
        { uri: '/all/clothing', filters: { brand: [] } },
        // The pairs the listing took before filters were grouped by name.
        { uri: '/all/clothing', filters: [{ name: 'brand', value: 'northwall' }] },
      ]) {
        const response = await post('/api/catalog/get-category-products', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
    });

    it('treats SQL in filter values as plain text', async () => {
      const response = await post('/api/catalog/get-category-products', {
        uri,
        filters: { brand: ["x'); drop table products; --"] },
      });
      expect(response.status).toBe(200);
      expect((await readJson(response)).pagination.total_products).toBe(0);
      const [count] = await query<{ count: number }>(
        sql`select count(*)::int as count from products`,
      );
      expect(count?.count).toBeGreaterThan(800);
    });
  });

  describe('POST /api/catalog/get-brand-products', () => {
    /** The brand with the most products, so its listing has several pages. */
    const biggestBrand = async () => {
      const [row] = await query<{ brand_slug: string; name: string }>(
        sql`select p.brand_slug, b.name from products p join brands b on b.slug = p.brand_slug
            group by p.brand_slug, b.name order by count(*) desc, p.brand_slug limit 1`,
      );
      if (!row) throw new Error('no brand has products');
      return row;
    };

    it("lists only the brand's products, with the brand", async () => {
      const { brand_slug: brand, name } = await biggestBrand();
      const [total] = await query<{ count: number }>(
        sql`select count(*)::int as count from products where brand_slug = ${brand}`,
      );
      const body = await readAnswer(
        await post('/api/catalog/get-brand-products', { brand, pageSize: 96 }),
        'brandListing',
      );
      expect(body.brand).toEqual({ slug: brand, name, description: expect.any(String) });
      expect(body.pagination.total_products).toBe(total?.count);
      expect(body.products.length).toBe(Math.min(96, total?.count ?? 0));
      for (const product of body.products) expect(product.brandSlug).toBe(brand);
    });

    it('filters, sorts and pages exactly as the hand-written SQL does', async () => {
      const { brand_slug: brand } = await biggestBrand();
      const [gender] = await query<{ gender: string }>(
        sql`select gender from products where brand_slug = ${brand} group by gender order by count(*) desc, gender limit 1`,
      );
      const expected = await query<{ id: number }>(
        sql`select p.id from products p where p.brand_slug = ${brand} and p.gender = ${gender?.gender}
            order by p.price_minor desc, p.id`,
      );
      expect(expected.length).toBeGreaterThan(3);
      const pageSize = 3;
      const body = await readAnswer(
        await post('/api/catalog/get-brand-products', {
          brand,
          filters: { gender: [gender?.gender] },
          sort: 'price-desc',
          page: 2,
          pageSize,
        }),
        'brandListing',
      );
      expect(body.pagination).toEqual({
        current: 2,
        total_pages: Math.ceil(expected.length / pageSize),
        total_products: expected.length,
      });
      expect(body.products.map((p: { id: number }) => p.id)).toEqual(
        expected.slice(3, 6).map((row) => row.id),
      );
    });

    it('offers no brand facet and counts the others within the brand', async () => {
      const { brand_slug: brand } = await biggestBrand();
      const body = await readAnswer(
        await post('/api/catalog/get-brand-products', { brand }),
        'brandListing',
      );
      const names = body.facets.map((facet: { name: string }) => facet.name);
      expect(names).not.toContain('brand');
      expect(names).toContain('gender');
      const genderCounts = await query<{ value: string; count: number }>(
        sql`select gender as value, count(*)::int as count from products where brand_slug = ${brand} group by gender`,
      );
      const gender = body.facets.find((facet: { name: string }) => facet.name === 'gender');
      expect(
        Object.fromEntries(
          (gender?.values ?? []).map((value: { value: string; count: number }) => [
            value.value,
            value.count,
          ]),
        ),
      ).toEqual(Object.fromEntries(genderCounts.map((row) => [row.value, row.count])));
    });

    it('answers 404 for an unknown brand', async () => {
      const response = await post('/api/catalog/get-brand-products', { brand: 'no-such-brand' });
      expect(response.status).toBe(404);
      expect(await readJson(response)).toEqual({ error: 'No brand of this name' });
    });

    it('answers 400 for a bad slug, a brand filter or a bad listing field', async () => {
      const { brand_slug: brand } = await biggestBrand();
      for (const body of [
        {},
        { brand: 'Northwall' },
        { brand: '../all' },
        { brand: 'x'.repeat(101) },
        { brand, filters: { brand: [brand] } },
        { brand, sort: 'cheapest' },
        { brand, page: 0 },
        { brand, pageSize: 97 },
      ]) {
        const response = await post('/api/catalog/get-brand-products', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await readJson(response)).error).toBe('Invalid request');
      }
      const refused = await readJson(
        await post('/api/catalog/get-brand-products', {
          brand,
          filters: { brand: [brand] },
        }),
      );
      expect(refused.issues).toEqual([
        {
          path: 'json.filters',
          message: 'a brand listing takes no brand filter: the brand is fixed',
        },
      ]);
    });
  });

  describe('POST /api/catalog/search', () => {
    const names = async (q: string) => {
      const body = await readAnswer(
        await post('/api/catalog/search', { q, pageSize: 96 }),
        'searchListing',
      );
      return body.products.map((product: { name: string }) => product.name) as string[];
    };

    it('finds Gore-Tex jackets whether written gore-tex jacket or goretex jaket', async () => {
      const exact = await names('gore-tex jacket');
      const typo = await names('goretex jaket');
      expect(exact.length).toBeGreaterThan(0);
      for (const name of exact) expect(name).toMatch(/Gore-Tex/);
      expect(new Set(typo)).toEqual(new Set(exact));
    });

    it('answers 400 for an empty query', async () => {
      expect((await post('/api/catalog/search', { q: '   ' })).status).toBe(400);
      expect((await post('/api/catalog/search', { q: '!!!' })).status).toBe(400);
    });
  });

  describe('GET /api/catalog/suggest', () => {
    it('offers matching categories and brands, and the top products, while typing', async () => {
      const body = await readAnswer(
        await api.app.request('/api/catalog/suggest?q=tent'),
        'suggestions',
      );
      expect(body.phrases).toContainEqual({
        label: 'Tents',
        kind: 'category',
        uri: '/all/equipment/camping-equipment/tents',
      });
      expect(body.products.length).toBeGreaterThan(0);
      expect(body.products.length).toBeLessThanOrEqual(5);
      for (const product of body.products) expect(product).not.toHaveProperty('searchText');
    });

    it('tolerates a typo in the words typed', async () => {
      const body = await readAnswer(
        await api.app.request('/api/catalog/suggest?q=sleping%20bag'),
        'suggestions',
      );
      expect(body.phrases.map((phrase: { label: string }) => phrase.label)).toContain(
        'Sleeping Bags',
      );
    });

    it('answers 400 for an empty query', async () => {
      expect((await api.app.request('/api/catalog/suggest?q=')).status).toBe(400);
    });
  });

  describe('GET /api/resolver for catalogue pages', () => {
    it('resolves a product slug to its product with the other colourways', async () => {
      const [row] = await query<{ slug: string; code: string }>(
        sql`select slug, code from products where code in (select code from products group by code having count(*) > 1) order by id limit 1`,
      );
      const response = await api.app.request(`/api/resolver/${row?.slug}`);
      const { data } = await readJson(response);
      expect(data.type).toBe('product');
      expect(data.product.slug).toBe(row?.slug);
      expect(data.meta.ogType).toBe('product');
      expect(data.product.otherColours.length).toBeGreaterThan(0);
      for (const other of data.product.otherColours) expect(other.uri).toContain(`-${row?.code}-`);
    });

    it('resolves a bundle to type bundle', async () => {
      const [row] = await query<{ slug: string }>(
        sql`select slug from products where bundle_info is not null limit 1`,
      );
      const { data } = await readAnswer(
        await api.app.request(`/api/resolver/${row?.slug}`),
        'resolvedPage',
      );
      expect(data).toMatchObject({
        type: 'bundle',
        product: { bundleInfo: { type: expect.stringMatching(/^(fixed|flexible)$/) } },
      });
    });

    it('resolves a category path to the category', async () => {
      const { data } = await readJson(
        await api.app.request('/api/resolver/all/equipment/camping-equipment/tents'),
      );
      expect(data.type).toBe('category');
      expect(data.category.name).toBe('Tents');
      expect(data.meta.canonicalPath).toBe('/all/equipment/camping-equipment/tents');
    });
  });
});
