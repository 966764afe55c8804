import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { brands, categories, products, variants } from '../db/schema.ts';

/** A hand-made product for the recommendation tests: letter, home category, price, colour. */
export type TestProduct = {
  letter: string;
  code?: string;
  home?: string;
  gender?: string;
  priceMinor: number;
  colourHex: string;
  stock: number;
  ratingCount?: number;
};

export const testProductId = (letter: string) => 990000 + letter.charCodeAt(0) - 64;
export const testSku = (letter: string) => `TEST-${letter}`;
export const testVariantSku = (letter: string) => `TEST-${letter}-M`;

/** Inserts a brand, two categories and the products (each with one size, M). */
export async function insertTestCatalogue(db: Database, items: TestProduct[]) {
  await db
    .insert(brands)
    .values({ slug: 'test-brand', name: 'Test Brand', description: 'For tests' });
  await db.insert(categories).values(
    ['/test/packs', '/test/other'].map((uri, position) => ({
      uri,
      name: uri,
      parentUri: null,
      kind: 'catalogue',
      metaTitle: uri,
      metaDescription: uri,
      position: 1000 + position,
    })),
  );
  for (const item of items) {
    const id = testProductId(item.letter);
    await db.insert(products).values({
      id,
      code: item.code ?? `T${item.letter}`,
      suffix: '001',
      slug: `test-product-${item.letter.toLowerCase()}`,
      sku: testSku(item.letter),
      name: `Product ${item.letter}`,
      brandSlug: 'test-brand',
      gender: item.gender ?? 'unisex',
      priceMinor: item.priceMinor,
      priceBeforeDiscountMinor: item.priceMinor,
      colourName: item.colourHex,
      colourHex: item.colourHex,
      description: '',
      excerpt: '',
      metaTitle: '',
      metaDescription: '',
      images: [],
      attributes: {},
      ratingAverage: 4,
      ratingCount: item.ratingCount ?? 0,
      createdAt: new Date(Date.UTC(2026, 0, item.letter.charCodeAt(0) - 64)),
      searchText: `product ${item.letter}`,
    });
    await db.execute(
      sql`insert into product_categories (product_id, category_uri, position) values (${id}, ${item.home ?? '/test/packs'}, 0)`,
    );
    await db.insert(variants).values({
      sku: testVariantSku(item.letter),
      productId: id,
      size: 'M',
      stock: item.stock,
      position: 0,
    });
  }
}

/** Inserts a paid order of `[letter, quantity]` lines, placed `daysAgo` days ago. */
export async function insertTestOrder(
  db: Database,
  lines: [letter: string, quantity: number][],
  daysAgo = 0,
) {
  const result = (await db.execute(sql`
    insert into orders (session_id, selection_id, email, country, currency, vat_basis_points,
      items_total_minor, discount_minor, original_discount_minor, shipping_minor, grand_total_minor,
      tax_minor, tax_deducted_minor, vouchers, address, shipping_address, shipping_method,
      payment_method, payment_reference, created_at)
    values (gen_random_uuid(), gen_random_uuid(), 'test@example.com', 'GB', 'GBP', 2000,
      0, 0, 0, 0, 0, 0, 0, '[]', '{}', '{}', 'standard', 'card', 'test',
      now() - make_interval(days => ${daysAgo}))
    returning id`)) as unknown as { rows: { id: number }[] };
  const orderId = result.rows[0]?.id;
  for (const [position, [letter, quantity]] of lines.entries()) {
    await db.execute(sql`
      insert into order_lines (order_id, line, position, sku, size, product_id, product_sku, name,
        brand_name, uri, image, quantity, price_each_minor, price_each_without_tax_minor,
        price_each_before_discount_minor, discount_minor, total_minor, vouchers)
      values (${orderId}, ${`line-${position}`}, ${position}, ${testVariantSku(letter)}, 'M',
        ${testProductId(letter)}, ${testSku(letter)}, ${`Product ${letter}`}, 'Test Brand', '/',
        '', ${quantity}, 1000, 833, 1000, 0, ${1000 * quantity}, '[]')`);
  }
}
