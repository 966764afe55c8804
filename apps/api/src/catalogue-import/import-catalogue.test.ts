import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases, useTestDatabase } from '../testing/test-api.ts';
import { describeSummary, type ImportOptions, importCatalogue } from './import-catalogue.ts';
import { rowsOf } from './sql-rows.ts';
import { feedText, readFeedText, smallCatalogue, smallProduct } from './testing/small-feed.ts';

describe.each(testDatabases())('the catalogue import on $name', (database) => {
  const handle = useTestDatabase(database);
  beforeEach(async () => {
    await handle.db.execute(
      sql`truncate products, brands, categories, product_categories, variants, catalogue_imports cascade`,
    );
  });

  async function importText(
    text: string,
    options: Partial<ImportOptions> & { mode?: 'full' | 'upsert' | 'delta' } = {},
  ) {
    const { mode, ...rest } = options;
    const feed = await readFeedText(text, mode);
    return importCatalogue(handle.db, feed, { source: 'feed.jsonl', ...rest });
  }
  async function imported(text: string, options: Partial<ImportOptions> = {}) {
    const outcome = await importText(text, options);
    if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
    return outcome.summary;
  }
  const productRows = () =>
    rowsOf(
      handle.db,
      sql`select id, price_minor, retired_at is not null as retired, search_text from products order by id`,
      z.object({
        id: z.coerce.number(),
        price_minor: z.coerce.number(),
        retired: z.boolean(),
        search_text: z.string(),
      }),
    );
  const stockOf = async (sku: string) =>
    (
      await rowsOf(
        handle.db,
        sql`select stock from variants where sku = ${sku}`,
        z.object({ stock: z.coerce.number() }),
      )
    )[0]?.stock;

  describe('given a valid feed', () => {
    it('imports brands, categories, products, placements and sizes, and says what it added', async () => {
      const summary = await imported(feedText(smallCatalogue(3)));
      expect(summary).toMatchObject({ records: 6, added: 3, changed: 0, retired: 0, skipped: 0 });
      expect(summary.brandsChanged).toBe(1);
      expect(summary.categoriesChanged).toBe(2);
      const products = await productRows();
      expect(products.map((product) => product.id)).toEqual([1, 2, 3]);
      // Name, brand, colour, mens/womens and the categories' names, as search reads them.
      expect(products[0]?.search_text).toBe('scafell jacket fellside black mens jackets all');
      expect(await stockOf('FS-2-L')).toBe(3);
    });

    it('changes nothing on a second run, and says so', async () => {
      await imported(feedText(smallCatalogue(3)));
      const again = await imported(feedText(smallCatalogue(3)));
      expect(again).toMatchObject({ added: 0, changed: 0, retired: 0, brandsChanged: 0 });
      expect(again.categoriesChanged).toBe(0);
      expect(again.purgedTags).toEqual([]);
      expect(describeSummary(again)).toContain('no changes');
    });

    it('logs each run in catalogue_imports with the tags it purged', async () => {
      const summary = await imported(feedText(smallCatalogue(1)));
      const [row] = await rowsOf(
        handle.db,
        sql`select id, source, mode, records, changed, purged_tags from catalogue_imports`,
        z.object({
          id: z.coerce.number(),
          source: z.string(),
          mode: z.string(),
          records: z.coerce.number(),
          changed: z.coerce.number(),
          purged_tags: z.array(z.string()),
        }),
      );
      expect(row).toEqual({
        id: summary.importId,
        source: 'feed.jsonl',
        mode: 'full',
        records: 4,
        changed: 4,
        purged_tags: summary.purgedTags,
      });
    });

    it('writes nothing in a dry run, but says what it would change', async () => {
      const summary = await imported(feedText(smallCatalogue(2)), { dryRun: true });
      expect(summary).toMatchObject({ added: 2, dryRun: true, importId: undefined });
      expect(await productRows()).toEqual([]);
    });
  });

  describe('given bad records', () => {
    const bad = () => {
      const records: unknown[] = smallCatalogue(3);
      records[3] = { ...smallProduct(1), priceMinor: '100.00' };
      records[4] = { ...smallProduct(2), variants: [{ sku: 'FS-2-M', size: 'M', stock: -1 }] };
      return feedText(records);
    };

    it('names the file, line and field of every problem, one line each, and imports nothing', async () => {
      const outcome = await importText(`${bad()}\n{not json`);
      expect(outcome.ok).toBe(false);
      expect(outcome.ok ? [] : outcome.problems).toEqual([
        'feed.jsonl:5: priceMinor: Invalid input: expected number, received string',
        'feed.jsonl:6: variants[0].stock: Too small: expected number to be >=0',
        'feed.jsonl:8: (line): not a JSON value',
      ]);
      expect(await productRows()).toEqual([]);
    });

    it('imports the rest with skipInvalid and counts what it skipped', async () => {
      const summary = await imported(bad(), { skipInvalid: true });
      expect(summary).toMatchObject({ records: 6, added: 1, skipped: 2 });
      expect(describeSummary(summary)).toContain('2 invalid records skipped');
      expect((await productRows()).map((product) => product.id)).toEqual([3]);
    });

    it('names references to brands and categories neither the feed nor the shop has', async () => {
      const outcome = await importText(
        feedText([
          ...smallCatalogue(1),
          smallProduct(2, { brand: 'nobody', categories: ['/all/jackets', '/all/tents'] }),
        ]),
      );
      expect(outcome.ok ? [] : outcome.problems).toEqual([
        'feed.jsonl:6: brand: no brand nobody in the feed or the shop',
        'feed.jsonl:6: categories[1]: no category /all/tents in the feed or the shop',
      ]);
    });

    it('takes brands and categories the shop already has', async () => {
      await imported(feedText(smallCatalogue(1)));
      const summary = await imported(feedText([smallProduct(2)], 'upsert'));
      expect(summary.added).toBe(1);
    });

    it('names a product id, slug or sku given twice at its second line', async () => {
      const outcome = await importText(
        feedText([...smallCatalogue(1), smallProduct(1, { slug: 'another-slug-100001-900' })]),
      );
      expect(outcome.ok ? [] : outcome.problems).toEqual([
        'feed.jsonl:6: id: product 1 is also on line 5',
        'feed.jsonl:6: sku: sku FS-1 is also on line 5',
        'feed.jsonl:6: variants[0].sku: sku FS-1-M is also on line 5',
        'feed.jsonl:6: variants[1].sku: sku FS-1-L is also on line 5',
      ]);
    });

    it('refuses a feed without its header, or of another version, even with skipInvalid', async () => {
      const headless = await importText(JSON.stringify(smallProduct(1)), { skipInvalid: true });
      expect(headless.ok ? [] : headless.problems).toEqual([
        `feed.jsonl:1: type: expected the feed's header first: {"type":"feed","version":1,"mode":"full"} (or give --mode)`,
      ]);
      const future = await importText('{"type":"feed","version":2,"mode":"full"}', {
        skipInvalid: true,
      });
      expect(future.ok ? [] : future.problems).toEqual([
        'feed.jsonl:1: version: Invalid input: expected 1',
      ]);
    });
  });

  describe('modes', () => {
    it('full: retires products the feed lacks, and a later feed that has them restores them', async () => {
      await imported(feedText(smallCatalogue(3)));
      const without = smallCatalogue(3).filter((record) => !('id' in record && record.id === 2));
      const retiring = await imported(feedText(without));
      expect(retiring).toMatchObject({ added: 0, changed: 0, retired: 1 });
      expect(retiring.purgedTags).toEqual(['catalogue', 'product-2']);
      expect((await productRows()).map((row) => [row.id, row.retired])).toEqual([
        [1, false],
        [2, true],
        [3, false],
      ]);
      const restoring = await imported(feedText(smallCatalogue(3)));
      expect(restoring).toMatchObject({ added: 0, changed: 1, retired: 0 });
      expect((await productRows()).every((row) => !row.retired)).toBe(true);
    });

    it('upsert: adds and updates, and retires nothing', async () => {
      await imported(feedText(smallCatalogue(3)));
      const summary = await imported(
        feedText([smallProduct(1, { name: 'Scafell Pro Jacket' }), smallProduct(4)], 'upsert'),
      );
      expect(summary).toMatchObject({ added: 1, changed: 1, retired: 0 });
      expect(summary.purgedTags).toEqual(['catalogue', 'product-1', 'product-4']);
      expect((await productRows()).map((row) => row.id)).toEqual([1, 2, 3, 4]);
    });

    it('upsert: a renamed brand or category renews the search text of products the feed left out', async () => {
      await imported(feedText(smallCatalogue(2)));
      const summary = await imported(
        feedText(
          [
            { type: 'brand', slug: 'fellside', name: 'Fellside Mountain', description: '' },
            {
              type: 'category',
              uri: '/all/jackets',
              name: 'Waterproof Jackets',
              parentUri: '/all',
              kind: 'catalogue',
              metaTitle: 'Jackets',
              metaDescription: 'Jackets',
            },
          ],
          'upsert',
        ),
      );
      expect(summary).toMatchObject({ changed: 2, brandsChanged: 1, categoriesChanged: 1 });
      expect(summary.purgedTags).toEqual([
        'catalogue',
        'brand-fellside',
        'category-all/jackets',
        'product-1',
        'product-2',
      ]);
      expect((await productRows()).map((row) => row.search_text)).toEqual([
        'scafell jacket fellside mountain black mens waterproof jackets all',
        'scafell jacket fellside mountain black mens waterproof jackets all',
      ]);
    });

    it('a changed size, placement or stock level is a change of that product only', async () => {
      await imported(feedText(smallCatalogue(3)));
      const summary = await imported(
        feedText([
          ...smallCatalogue(0),
          smallProduct(1, { categories: ['/all'] }),
          smallProduct(2, {
            variants: [
              { sku: 'FS-2-M', size: 'M', stock: 5 },
              { sku: 'FS-2-XL', size: 'XL', stock: 1 },
            ],
          }),
          smallProduct(3, {
            variants: [
              { sku: 'FS-3-M', size: 'M', stock: 0 },
              { sku: 'FS-3-L', size: 'L', stock: 3 },
            ],
          }),
        ]),
      );
      expect(summary).toMatchObject({ added: 0, changed: 3, retired: 0 });
      expect(await stockOf('FS-2-L')).toBeUndefined();
      expect(await stockOf('FS-3-M')).toBe(0);
    });

    it('keepStock (the demo seed) keeps the stock of sizes the shop has', async () => {
      await imported(feedText(smallCatalogue(1)));
      const summary = await imported(
        feedText([
          ...smallCatalogue(0),
          smallProduct(1, {
            variants: [
              { sku: 'FS-1-M', size: 'M', stock: 50 },
              { sku: 'FS-1-S', size: 'S', stock: 7 },
            ],
          }),
        ]),
        { keepStock: true },
      );
      expect(summary.changed).toBe(1);
      expect(await stockOf('FS-1-M')).toBe(5);
      expect(await stockOf('FS-1-S')).toBe(7);
    });

    it('delta: changes prices and stock only, and only where they differ', async () => {
      await imported(feedText(smallCatalogue(3)));
      const summary = await imported(
        feedText(
          [
            { type: 'price', sku: 'FS-1', priceMinor: 8000, priceBeforeDiscountMinor: 10000 },
            { type: 'price', sku: 'FS-2', priceMinor: 10000, priceBeforeDiscountMinor: 10000 },
            { type: 'stock', sku: 'FS-3-M', stock: 0 },
            { type: 'stock', sku: 'FS-3-L', stock: 3 },
          ],
          'delta',
        ),
      );
      expect(summary).toMatchObject({ mode: 'delta', records: 4, changed: 2 });
      expect(summary.purgedTags).toEqual(['catalogue', 'product-1', 'product-3']);
      expect((await productRows()).map((row) => row.price_minor)).toEqual([8000, 10000, 10000]);
      expect(await stockOf('FS-3-M')).toBe(0);
    });

    it('delta: names unknown skus and records that belong in a catalogue feed', async () => {
      await imported(feedText(smallCatalogue(1)));
      const outcome = await importText(
        feedText(
          [
            { type: 'stock', sku: 'FS-9-M', stock: 1 },
            { type: 'price', sku: 'FS-9', priceMinor: 100, priceBeforeDiscountMinor: 100 },
            smallProduct(2),
          ],
          'delta',
        ),
      );
      expect(outcome.ok ? [] : outcome.problems).toEqual([
        'feed.jsonl:2: sku: no size with sku FS-9-M in the shop',
        'feed.jsonl:3: sku: no product with sku FS-9 in the shop',
        'feed.jsonl:4: type: a delta feed takes price, stock records, not product',
      ]);
    });
  });

  it('is one transaction: a failure midway leaves the shop as it was', async () => {
    await imported(feedText(smallCatalogue(2)));
    // Product 3 takes product 1's slug: the database refuses it after the brand, the categories
    // and product 2's price were written.
    const outcome = await importText(
      feedText(
        [
          { type: 'brand', slug: 'fellside', name: 'Fellside Renamed', description: '' },
          ...smallCatalogue(0).slice(1),
          smallProduct(2, { priceMinor: 9000 }),
          smallProduct(3, { slug: smallProduct(1).slug }),
        ],
        'upsert',
      ),
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.problems.join('\n')).toMatch(
      /^feed\.jsonl: the database refused the import: duplicate key/,
    );
    const [brand] = await rowsOf(
      handle.db,
      sql`select name from brands`,
      z.object({ name: z.string() }),
    );
    expect(brand?.name).toBe('Fellside');
    expect((await productRows()).map((row) => [row.id, row.price_minor])).toEqual([
      [1, 10000],
      [2, 10000],
    ]);
  });

  it('purges exactly the tags the import touched, after the commit', async () => {
    await imported(feedText(smallCatalogue(3)));
    const purged: string[][] = [];
    const renamed = smallCatalogue(3).map((record) =>
      record.type === 'category' && record.uri === '/all/jackets'
        ? { ...record, metaTitle: 'Waterproof jackets' }
        : record,
    );
    renamed[4] = smallProduct(2, { priceMinor: 9000 });
    const summary = await imported(feedText(renamed), {
      purge: async (tags) => {
        purged.push(tags);
      },
    });
    // And the import's own tag, by which the shops that heard it skip its row.
    expect(purged).toEqual([
      ['catalogue', 'category-all/jackets', 'product-2', `catalogue-import-${summary.importId}`],
    ]);
  });
});
