import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../db/database.ts';
import { feedLineJsonSchema, feedLineSchema } from './feed-format.ts';
import { importCatalogue } from './import-catalogue.ts';
import { rowsOf } from './sql-rows.ts';
import { readFeedText, smallProduct } from './testing/small-feed.ts';

const repository = new URL('../../../../', import.meta.url);
const publishedSchema: unknown = JSON.parse(
  readFileSync(new URL('docs/catalogue-feed.schema.json', repository), 'utf8'),
);
const readme = readFileSync(new URL('README.md', repository), 'utf8');
/** The README's JSON Lines examples, in order: the full feed, then the delta. */
const [readmeFeed = '', readmeDelta = ''] = [...readme.matchAll(/```jsonl\n([\s\S]*?)```/g)].map(
  (match) => match[1] ?? '',
);

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validateLine = ajv.compile(feedLineJsonSchema());
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('the published JSON Schema', () => {
  it('is the one the validator is made from (regenerate it with the command in docs/catalogue-feed.md)', () => {
    expect(publishedSchema).toEqual(JSON.parse(JSON.stringify(feedLineJsonSchema())));
  });

  it("takes every line of the README's example feeds, as the validator does", () => {
    for (const line of [...lines(readmeFeed), ...lines(readmeDelta)]) {
      expect(validateLine(JSON.parse(line)), JSON.stringify(validateLine.errors)).toBe(true);
      expect(feedLineSchema.safeParse(JSON.parse(line)).success).toBe(true);
    }
  });

  it('refuses what the validator refuses', () => {
    const product = smallProduct(1);
    const bad: unknown[] = [
      { ...product, priceMinor: '100.00' },
      { ...product, priceMinor: 99.5 },
      { ...product, variants: [] },
      { ...product, colour: { name: 'Red', hex: 'red' } },
      { ...product, createdAt: 'yesterday' },
      { ...product, unknownField: true },
      { type: 'stock', sku: 'FS-1-M', stock: -1 },
      { type: 'price', sku: 'FS-1' },
      { type: 'feed', version: 2, mode: 'full' },
      { type: 'review', sku: 'FS-1' },
    ];
    for (const line of bad) {
      expect(validateLine(line), JSON.stringify(line)).toBe(false);
      expect(feedLineSchema.safeParse(line).success, JSON.stringify(line)).toBe(false);
    }
  });
});

describe("the README's example feed", () => {
  it('imports into an empty shop, then its delta changes the price and the stock', async () => {
    const handle = await openDatabase({ memory: true }, () => {});
    try {
      const full = await importCatalogue(handle.db, await readFeedText(readmeFeed), {
        source: 'README.md',
      });
      expect(full.ok ? full.summary : full.problems).toMatchObject({ added: 1, skipped: 0 });
      const delta = await importCatalogue(handle.db, await readFeedText(readmeDelta), {
        source: 'README.md',
      });
      expect(delta.ok ? delta.summary : delta.problems).toMatchObject({ changed: 1 });
      const [row] = await rowsOf(
        handle.db,
        sql`select p.price_minor, v.stock from products p join variants v on v.product_id = p.id
          where v.sku = '100001-900-L'`,
        z.object({ price_minor: z.coerce.number(), stock: z.coerce.number() }),
      );
      expect(row).toEqual({ price_minor: 15000, stock: 0 });
    } finally {
      await handle.close();
    }
  });
});
