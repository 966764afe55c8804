import { generateDemoCatalogue } from '@cairn/demo-data';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { normaliseSearchText } from '../catalogue/search-text.ts';
import { rowsOf } from '../catalogue-import/sql-rows.ts';
import { testDatabases, useTestDatabase } from '../testing/test-api.ts';
import { seedCatalogue } from './catalogue.ts';

describe.each(testDatabases())('the demo catalogue seed on $name', (database) => {
  const handle = useTestDatabase(database);

  it('imports the generated catalogue as a full feed, with search text as search reads it', async () => {
    const catalogue = generateDemoCatalogue();
    const summary = await seedCatalogue(handle.db, catalogue);
    expect(summary).toMatchObject({
      mode: 'full',
      added: catalogue.products.length,
      retired: 0,
      skipped: 0,
    });
    const categoryNames = new Map(catalogue.categories.map((c) => [c.uri, c.name]));
    // The formula the seed used before it went through the import: the search index and its
    // reference test depend on the text being the same.
    const expected = new Map(
      catalogue.products.map((product) => [
        product.id,
        normaliseSearchText(
          [
            product.name,
            product.brandName,
            product.colour.name,
            product.gender === 'male' ? 'mens' : product.gender === 'female' ? 'womens' : '',
            ...product.categoryUris.map((uri) => categoryNames.get(uri) ?? ''),
          ].join(' '),
        ),
      ]),
    );
    const rows = await rowsOf(
      handle.db,
      sql`select id, search_text from products`,
      z.object({ id: z.coerce.number(), search_text: z.string() }),
    );
    expect(new Map(rows.map((row) => [row.id, row.search_text]))).toEqual(expected);
  });

  it('changes nothing when the generator did not change', async () => {
    expect(await seedCatalogue(handle.db, generateDemoCatalogue())).toBeUndefined();
  });

  it('keeps the stock of sizes the shop has when the generator changed', async () => {
    const [variant] = generateDemoCatalogue().products[0]?.variants ?? [];
    if (!variant) throw new Error('The demo catalogue has no sizes');
    // An order took one.
    await handle.db.execute(sql`update variants set stock = stock - 1 where sku = ${variant.sku}`);
    const catalogue = generateDemoCatalogue();
    const first = catalogue.products[0];
    if (!first) throw new Error('The demo catalogue has no products');
    first.description = `${first.description} Now with recycled fabric.`;
    const summary = await seedCatalogue(handle.db, catalogue);
    expect(summary).toMatchObject({ added: 0, changed: 1, retired: 0 });
    expect(summary?.purgedTags).toEqual(['catalogue', `product-${first.id}`]);
    const [row] = await rowsOf(
      handle.db,
      sql`select stock from variants where sku = ${variant.sku}`,
      z.object({ stock: z.coerce.number() }),
    );
    expect(row?.stock).toBe(variant.stock - 1);
  });
});
