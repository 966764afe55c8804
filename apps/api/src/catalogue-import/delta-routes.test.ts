import { generateDemoCatalogue } from '@cairn/demo-data';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson, testDatabases, useTestApi } from '../testing/test-api.ts';
import { rowsOf } from './sql-rows.ts';

const token = 'a-catalogue-import-token-for-tests';
const [product] = generateDemoCatalogue().products;
if (!product?.variants[0]) throw new Error('The demo catalogue has no sizes');
const size = product.variants[0];

function post(body: string, headers: Record<string, string> = {}) {
  return {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-ndjson', ...headers },
  };
}
const bearer = { Authorization: `Bearer ${token}` };

describe.each(testDatabases())('POST /api/catalogue/deltas on $name', (database) => {
  describe('without CATALOGUE_IMPORT_TOKEN', () => {
    const api = useTestApi(database);
    it('is not there (404)', async () => {
      const response = await api.app.request('/api/catalogue/deltas', post('', bearer));
      expect(response.status).toBe(404);
    });
  });

  describe('with CATALOGUE_IMPORT_TOKEN', () => {
    const api = useTestApi(database, { env: { CATALOGUE_IMPORT_TOKEN: token } });
    const stock = async () =>
      (
        await rowsOf(
          api.database.db,
          sql`select stock from variants where sku = ${size.sku}`,
          z.object({ stock: z.coerce.number() }),
        )
      )[0]?.stock;

    it('refuses a request without the token, or with another (401)', async () => {
      const line = JSON.stringify({ type: 'stock', sku: size.sku, stock: 0 });
      const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer not-the-token' }];
      for (const headers of attempts) {
        const response = await api.app.request('/api/catalogue/deltas', post(line, headers));
        expect(response.status).toBe(401);
      }
      expect(await stock()).toBe(size.stock);
    });

    it('answers 400 naming the line and field of each bad record, and imports nothing', async () => {
      const body = [
        JSON.stringify({ type: 'stock', sku: size.sku, stock: 0 }),
        JSON.stringify({ type: 'stock', sku: size.sku.toLowerCase(), stock: 1.5 }),
        JSON.stringify({ type: 'stock', sku: 'NO-SUCH-SIZE', stock: 1 }),
      ].join('\n');
      const response = await api.app.request('/api/catalogue/deltas', post(body, bearer));
      expect(response.status).toBe(400);
      expect((await readJson(response)).problems).toEqual([
        'http:2: stock: Invalid input: expected int, received number',
        'http:3: sku: no size with sku NO-SUCH-SIZE in the shop',
      ]);
      expect(await stock()).toBe(size.stock);
    });

    it('imports a delta, answers its summary and purges what it touched on every replica', async () => {
      const heard: string[][] = [];
      const unsubscribe = api.purges.subscribe((tags) => heard.push(tags));
      const body = [
        JSON.stringify({ type: 'feed', version: 1, mode: 'delta' }),
        JSON.stringify({ type: 'stock', sku: size.sku, stock: size.stock + 4 }),
      ].join('\n');
      const response = await api.app.request('/api/catalogue/deltas', post(body, bearer));
      unsubscribe();
      expect(response.status).toBe(200);
      expect(await readJson(response)).toMatchObject({
        mode: 'delta',
        records: 1,
        changed: 1,
        purgedTags: ['catalogue', `product-${product.id}`],
      });
      expect(heard).toEqual([['catalogue', `product-${product.id}`]]);
      expect(await stock()).toBe(size.stock + 4);
    });

    it('takes a JSON array of the same records, its positions as line numbers', async () => {
      const records = [
        { type: 'price', sku: product.sku, priceMinor: 1000, priceBeforeDiscountMinor: 999 },
      ];
      const bad = await api.app.request(
        '/api/catalogue/deltas',
        post(JSON.stringify(records), { ...bearer, 'Content-Type': 'application/json' }),
      );
      expect(bad.status).toBe(400);
      expect((await readJson(bad)).problems).toEqual([
        'http:1: priceBeforeDiscountMinor: must be at least priceMinor (the price before a discount)',
      ]);
      const good = await api.app.request(
        '/api/catalogue/deltas',
        post(JSON.stringify([{ ...records[0], priceBeforeDiscountMinor: 1000 }]), {
          ...bearer,
          'Content-Type': 'application/json',
        }),
      );
      expect(good.status).toBe(200);
      expect(await readJson(good)).toMatchObject({ changed: 1 });
    });
  });
});
