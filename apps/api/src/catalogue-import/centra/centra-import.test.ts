import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@cairn/server-kit';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApi } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import {
  inMemoryDatabase,
  readJson,
  type TestDatabase,
  testDatabases,
  useTestApi,
} from '../../testing/test-api.ts';
import { type CatalogueCommandContext, runCatalogueCommand } from '../catalogue-command.ts';
import type { ImportSummary } from '../import-catalogue.ts';
import { type Executor, rowsOf } from '../sql-rows.ts';
import { centraWebhookRoutes } from './centra-webhook-routes.ts';

const sharedSecret = 'centra-shared-secret-for-the-tests';
const webhookSecret = 'centra-webhook-secret-for-the-tests';

type Target = TestDatabase & { env: Record<string, string> };

/** Fresh databases the catalogue is imported into: a PGlite folder, and PostgreSQL when set. */
function targets(): Target[] {
  const folder = mkdtempSync(join(tmpdir(), 'centra-import-'));
  const pglite: Target = {
    name: 'pglite',
    options: () => ({ dataDir: join(folder, 'pglite') }),
    env: { DATA_DIR: folder },
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
  const postgres = testDatabases().find((database) => database.name === 'postgres');
  if (!postgres) return [pglite];
  const options = postgres.options();
  return [pglite, { ...postgres, env: 'url' in options ? { DATABASE_URL: options.url } : {} }];
}

/** Every column a listing, a product page and search read, for comparing two shops. */
async function catalogueOf(db: Executor) {
  const rows = (query: ReturnType<typeof sql>) =>
    rowsOf(db, query, z.record(z.string(), z.unknown()));
  return {
    products: await rows(sql`select id, code, suffix, slug, sku, name, brand_slug, gender,
        price_minor, price_before_discount_minor, colour_name, colour_hex, description, excerpt,
        meta_title, meta_description, bundle_info, attributes, rating_average, rating_count,
        created_at, story, search_text
      from products where retired_at is null order by id`),
    images: await rows(sql`select id, images from products where retired_at is null order by id`),
    sizes: await rows(sql`select v.sku, v.product_id, v.size, v.stock, v.position
      from variants v join products p on p.id = v.product_id
      where p.retired_at is null order by v.sku`),
    placements: await rows(sql`select pc.product_id, pc.category_uri, pc.position
      from product_categories pc join products p on p.id = pc.product_id
      where p.retired_at is null order by pc.product_id, pc.position`),
    categories: await rows(sql`select uri, name, parent_uri, kind, meta_title, meta_description
      from categories order by uri`),
    brands: await rows(sql`select slug, name, description, sub_pages from brands order by slug`),
  };
}

// The demo shop is seeded and served first; every import reads 920 products over HTTP.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

describe('the catalogue from Centra, read from the embedded backend on a port', () => {
  // The source: the demo shop, its commerce backend behind a shared secret, served over HTTP.
  const source = useTestApi(inMemoryDatabase, { api: { commerceSharedSecret: sharedSecret } });
  let reachable = true;
  let server: ReturnType<typeof serve> | undefined;
  let centraUrl = '';
  beforeAll(async () => {
    const port = await new Promise<number>((listening) => {
      server = serve(
        {
          // "Unreachable" answers every call with 503, so any call made after the import fails.
          fetch: (request) =>
            reachable ? source.app.fetch(request) : new Response('Centra is away', { status: 503 }),
          port: 0,
          hostname: '127.0.0.1',
        },
        (info: AddressInfo) => listening(info.port),
      );
    });
    centraUrl = `http://127.0.0.1:${port}/commerce`;
  });
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it('answers POST /products, GET /categories and GET /brands in Centra’s shape, only with the shared secret', async () => {
    const refused = await fetch(`${centraUrl}/categories`, { headers: { 'API-token': 'none' } });
    expect(refused.status).toBe(401);
    expect((await readJson(refused)).errors.authorization).toMatch(/shared secret/);
    const headers = {
      Authorization: `Bearer ${sharedSecret}`,
      'API-token': 'none',
      'Content-Type': 'application/json',
    };
    const page = await readJson(
      await fetch(`${centraUrl}/products`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ skipFirst: 10, limit: 5 }),
      }),
    );
    expect(page.token).toBe('none');
    expect(page.products).toHaveLength(5);
    expect(page.productCount).toBeGreaterThan(900);
    const [product] = page.products;
    expect(product).toMatchObject({
      product: expect.stringMatching(/^\d+$/),
      priceAsNumber: expect.any(Number),
      priceBeforeDiscountAsNumber: expect.any(Number),
      items: expect.arrayContaining([
        expect.objectContaining({ item: expect.any(String), sku: expect.any(String) }),
      ]),
      media: { standard: expect.any(Array) },
      categories: expect.arrayContaining([
        expect.objectContaining({ category: expect.any(String), uri: expect.any(String) }),
      ]),
    });
    const byId = await readJson(
      await fetch(`${centraUrl}/products`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ products: [product.product] }),
      }),
    );
    expect(byId.products.map((p: { product: string }) => p.product)).toEqual([product.product]);
    const categories = await readJson(await fetch(`${centraUrl}/categories`, { headers }));
    expect(categories.categories.length).toBeGreaterThan(100);
    const brands = await readJson(await fetch(`${centraUrl}/brands`, { headers }));
    expect(brands.brands[0]).toMatchObject({
      brand: '1',
      name: expect.any(String),
      uri: expect.any(String),
    });
  });

  describe.each(targets())('into a fresh database on $name', (target) => {
    let handle: DatabaseHandle | undefined;
    const db = () => {
      if (!handle) throw new Error('the target database opens after the import');
      return handle.db;
    };
    beforeAll(async () => {
      await target.create?.();
    });
    afterAll(async () => {
      await handle?.close();
      await target.drop?.();
    });

    async function command(...argv: string[]) {
      let stdout = '';
      let stderr = '';
      const context: CatalogueCommandContext = {
        stdout: { write: (text: string) => (stdout += text) },
        stderr: { write: (text: string) => (stderr += text) },
        cwd: tmpdir(),
        env: {
          NODE_ENV: 'test',
          CENTRA_TEST_SECRET: sharedSecret,
          WRONG: 'not-the-shared-secret',
          ...target.env,
        },
      };
      const code = await runCatalogueCommand(argv, context);
      return { code, stdout, stderr };
    }
    const fromCentra = () => [
      'import',
      '--from-centra',
      centraUrl,
      '--secret-env',
      'CENTRA_TEST_SECRET',
      '--page-size',
      '250',
    ];

    it('refuses a wrong shared secret, importing nothing', async () => {
      const wrong = await command('import', '--from-centra', centraUrl, '--secret-env', 'WRONG');
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/HTTP 401 \(is the shared secret right\?\)/);
    });

    it('imports the demo catalogue: the same products, prices, stock, placements and listings', async () => {
      const first = await command(...fromCentra());
      expect(first.stderr).not.toMatch(/problem/i);
      expect(first.code).toBe(0);
      const sourceCatalogue = await catalogueOf(source.database.db);
      expect(first.stdout).toContain(`${sourceCatalogue.products.length} added`);
      handle = await openDatabase(target.options(), () => {});
      const imported = await catalogueOf(db());
      expect(imported.products.length).toBe(sourceCatalogue.products.length);
      expect(imported.products).toEqual(sourceCatalogue.products);
      expect(imported.sizes).toEqual(sourceCatalogue.sizes);
      expect(imported.placements).toEqual(sourceCatalogue.placements);
      expect(imported.categories).toEqual(sourceCatalogue.categories);
      expect(imported.brands).toEqual(sourceCatalogue.brands);
      await handle.close();
      handle = undefined;
    });

    it('changes nothing on a second run, and says so', async () => {
      const second = await command(...fromCentra());
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/no changes in/);
      expect(second.stdout).not.toContain('Purged');
      handle = await openDatabase(target.options(), () => {});
    });

    describe('the webhook', () => {
      let clock = Date.now();
      const purged: string[][] = [];
      const webhook = () =>
        centraWebhookRoutes({
          db: db(),
          secret: webhookSecret,
          source: { url: centraUrl, secret: sharedSecret },
          afterImport: async (summary: ImportSummary) => void purged.push(summary.purgedTags),
          now: () => clock,
        });
      let app: ReturnType<typeof centraWebhookRoutes> | undefined;
      /** Posted as Centra posts it: `payload=<JSON>`, form-encoded, signed at `at` seconds. */
      const post = (
        payload: unknown,
        { at = Math.floor(clock / 1000), key = webhookSecret } = {},
      ) => {
        app ??= webhook();
        const body = `payload=${encodeURIComponent(JSON.stringify(payload))}`;
        const v1 = createHmac('sha256', key).update(`${at}.${body}`).digest('hex');
        return app.request('/webhooks/centra', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'X-Centra-Signature': `t=${at},v1=${v1}`,
          },
          body,
        });
      };
      const priceOf = async (id: number, on: Executor) =>
        (
          await rowsOf(
            on,
            sql`select price_minor from products where id = ${id}`,
            z.object({ price_minor: z.coerce.number() }),
          )
        )[0]?.price_minor;
      const stockOf = async (sku: string, on: Executor) =>
        (
          await rowsOf(
            on,
            sql`select stock from variants where sku = ${sku}`,
            z.object({ stock: z.coerce.number() }),
          )
        )[0]?.stock;
      let chosen: { sku: string; product_id: number } | undefined;
      /** One size in stock, the same for every test of the block. */
      const someSize = async () => {
        if (chosen) return chosen;
        const [row] = await rowsOf(
          source.database.db,
          sql`select v.sku, v.product_id from variants v where v.stock > 2 order by v.sku limit 1`,
          z.object({ sku: z.string(), product_id: z.coerce.number() }),
        );
        if (!row) throw new Error('the demo has sizes in stock');
        chosen = row;
        return row;
      };

      it('imports the stock and price of the products Centra names, and purges only their tags', async () => {
        const { sku, product_id: id } = await someSize();
        await source.database.db.execute(sql`update variants set stock = 2 where sku = ${sku}`);
        await source.database.db.execute(
          sql`update products set price_minor = price_minor - 100 where id = ${id}`,
        );
        // Centra's own listing follows its changes, as the embedded backend's does on a purge.
        await source.purge([`product-${id}`]);
        const before = await priceOf(id, db());
        const response = await post({ products: [String(id)] });
        expect(response.status).toBe(200);
        const answer = await readJson(response);
        expect(answer).toMatchObject({ mode: 'upsert', changed: 1, added: 0, unknown: [] });
        expect(await stockOf(sku, db())).toBe(2);
        expect(await priceOf(id, db())).toBe((before ?? 0) - 100);
        expect(purged.at(-1)?.sort()).toEqual(['catalogue', `product-${id}`]);
      });

      it('refuses the same delivery again (409)', async () => {
        const { product_id: id } = await someSize();
        clock += 1000;
        const once = await post({ products: [String(id)] });
        expect(once.status).toBe(200);
        expect((await readJson(once)).changed).toBe(0);
        const again = await post({ products: [String(id)] });
        expect(again.status).toBe(409);
      });

      it('refuses a bad signature and a stale time (401), changing nothing', async () => {
        const { sku, product_id: id } = await someSize();
        await source.database.db.execute(sql`update variants set stock = 1 where sku = ${sku}`);
        await source.purge([`product-${id}`]);
        clock += 1000;
        const forged = await post({ products: [String(id)] }, { key: 'not-the-webhook-secret' });
        expect(forged.status).toBe(401);
        expect((await readJson(forged)).error).toBe('The signature does not match the body');
        const stale = await post(
          { products: [String(id)] },
          { at: Math.floor(clock / 1000) - 301 },
        );
        expect(stale.status).toBe(401);
        expect((await readJson(stale)).error).toMatch(/more than 300 s from now/);
        expect(await stockOf(sku, db())).toBe(2);
      });

      it('answers an unknown product with its id and changes nothing', async () => {
        clock += 1000;
        const response = await post({ products: ['999999'] });
        expect(response.status).toBe(200);
        const answer = await readJson(response);
        expect(answer).toMatchObject({ unknown: ['999999'], added: 0, changed: 0, purgedTags: [] });
      });

      it('retires a product Centra no longer answers, and restores it when Centra has it again', async () => {
        const [row] = await rowsOf(
          source.database.db,
          sql`select id from products where retired_at is null order by id desc limit 1`,
          z.object({ id: z.coerce.number() }),
        );
        if (!row) throw new Error('the demo has products');
        const retiredIn = async (on: Executor) =>
          (
            await rowsOf(
              on,
              sql`select retired_at is not null as retired from products where id = ${row.id}`,
              z.object({ retired: z.boolean() }),
            )
          )[0]?.retired;
        await source.database.db.execute(
          sql`update products set retired_at = now() where id = ${row.id}`,
        );
        await source.purge([`product-${row.id}`]);
        clock += 1000;
        const gone = await readJson(await post({ products: [String(row.id)] }));
        expect(gone).toMatchObject({ unknown: [String(row.id)], retired: 1, changed: 0 });
        expect(gone.purgedTags.sort()).toEqual(['catalogue', `product-${row.id}`]);
        expect(await retiredIn(db())).toBe(true);
        await source.database.db.execute(
          sql`update products set retired_at = null where id = ${row.id}`,
        );
        await source.purge([`product-${row.id}`]);
        clock += 1000;
        const back = await readJson(await post({ products: [String(row.id)] }));
        expect(back).toMatchObject({ unknown: [], retired: 0, changed: 1 });
        expect(await retiredIn(db())).toBe(false);
      });

      it('answers 404 when no webhook secret is configured', async () => {
        const off = centraWebhookRoutes({
          db: db(),
          secret: undefined,
          source: { url: centraUrl },
          afterImport: async () => {},
        });
        const response = await off.request('/webhooks/centra', { method: 'POST', body: '{}' });
        expect(response.status).toBe(404);
      });
    });

    it('answers the own-server catalogue calls from the imported catalogue, never calling Centra', async () => {
      await handle?.close();
      handle = undefined;
      const shop = await createApi({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ...target.env }),
        database: target.options(),
        importWatchIntervalMs: 60_000,
        centraCatalogue: { url: centraUrl, secret: sharedSecret },
      });
      const calls = vi.spyOn(globalThis, 'fetch');
      reachable = false;
      try {
        await shop.catalogue.warm();
        const [row] = await rowsOf(
          shop.database.db,
          sql`select id, sku from products where retired_at is null order by id limit 1`,
          z.object({ id: z.coerce.number(), sku: z.string() }),
        );
        if (!row) throw new Error('the import has products');
        const ask = async (path: string, body: unknown) => {
          const response = await shop.app.request(`/api/catalog/${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          expect(response.status).toBe(200);
          return readJson(response);
        };
        const byId = await ask('products-by-id', { ids: [row.id] });
        const bySku = await ask('products-by-sku', { skus: [row.sku] });
        const listing = await ask('get-category-products', { uri: '/all' });
        expect(byId.products.map((p: { id: number }) => p.id)).toEqual([row.id]);
        expect(bySku.products).toEqual(byId.products);
        expect(listing.pagination.total_products).toBeGreaterThan(100);
        // The same listing as the source shop's: its products, in order, and its facets.
        const sourceListing = await readJson(
          await source.app.request('/api/catalog/get-category-products', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ uri: '/all' }),
          }),
        );
        expect(listing.facets).toEqual(sourceListing.facets);
        expect(listing.products.map((p: { id: number }) => p.id)).toEqual(
          sourceListing.products.map((p: { id: number }) => p.id),
        );
        const toCentra = calls.mock.calls.filter(([input]) =>
          String(input instanceof Request ? input.url : input).startsWith(centraUrl),
        );
        expect(toCentra).toEqual([]);
      } finally {
        reachable = true;
        calls.mockRestore();
        await shop.close();
      }
    });
  });
});
