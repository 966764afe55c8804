import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueCommandContext, runCatalogueCommand } from '../catalogue-command.ts';

const folder = mkdtempSync(join(tmpdir(), 'centra-command-'));
const secret = 'a-shared-secret-of-the-plugin';

/** A Centra store as its documentation shows one: stock "yes"/"no", categories keyed by id. */
function centraStore() {
  const requests: { path: string; body: unknown; authorization: string | undefined }[] = [];
  const product = (id: number) => ({
    product: String(id),
    name: 'Scafell Jacket',
    uri: `scafell-jacket-${id}`,
    sku: `1000${id}-900`,
    productSku: `1000${id}`,
    brand: '1',
    brandName: 'Fellside',
    brandUri: 'fellside',
    variantName: 'Black',
    excerpt: '',
    description: 'A shell.',
    metaTitle: 'Scafell Jacket',
    metaDescription: '',
    price: '180.00\u00a0GBP',
    priceAsNumber: 180,
    priceBeforeDiscount: '180.00\u00a0GBP',
    priceBeforeDiscountAsNumber: 180,
    category: '2',
    categoryUri: 'all/jackets',
    categories: { '2': { category: '2', name: ['All', 'Jackets'], uri: 'all/jackets' } },
    items: [
      { item: `${id}-1`, sizeId: '1', name: 'M', sku: `1000${id}-900-M`, ean: '', stock: 'yes' },
      { item: `${id}-2`, sizeId: '2', name: 'L', sku: `1000${id}-900-L`, ean: '', stock: 'no' },
    ],
    media: { standard: [`https://example.centracdn.net/client/dynamic/images/${id}_a.jpg`] },
  });
  const products = [10, 11, 12].map(product);
  const app = new Hono().basePath('/api/checkout');
  app.use('*', async (c, next) => {
    const body = c.req.method === 'POST' ? await c.req.json() : undefined;
    requests.push({ path: c.req.path, body, authorization: c.req.header('Authorization') });
    if (c.req.header('Authorization') !== `Bearer ${secret}`) {
      return c.json({ token: 'none', errors: { authorization: 'bad' } }, 401);
    }
    await next();
  });
  app.get('/categories', (c) =>
    c.json({
      token: 'none',
      categories: [
        { category: '1', name: ['All'], uri: 'all' },
        { category: '2', name: ['All', 'Jackets'], uri: 'all/jackets', inCategory: '1' },
      ],
    }),
  );
  app.get('/brands', (c) =>
    c.json({ token: 'none', brands: [{ brand: '1', name: 'Fellside', uri: 'fellside' }] }),
  );
  app.post('/products', async (c) => {
    const { skipFirst = 0, limit = 100 } = await c.req.json();
    return c.json({
      token: 'none',
      products: products.slice(skipFirst, skipFirst + limit),
      productCount: products.length,
      filter: [],
    });
  });
  return { app, requests };
}

describe('pnpm catalogue import --from-centra', () => {
  const store = centraStore();
  let server: ReturnType<typeof serve> | undefined;
  let url = '';
  beforeAll(async () => {
    const port = await new Promise<number>((listening) => {
      server = serve({ fetch: store.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        listening(info.port),
      );
    });
    url = `http://127.0.0.1:${port}/api/checkout`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    rmSync(folder, { recursive: true, force: true });
  });

  async function run(
    argv: string[],
    { signal, onOutput }: { signal?: AbortSignal; onOutput?: (stdout: string) => void } = {},
  ) {
    let stdout = '';
    let stderr = '';
    const context: CatalogueCommandContext = {
      stdout: {
        write: (text: string) => {
          stdout += text;
          onOutput?.(stdout);
          return true;
        },
      },
      stderr: { write: (text: string) => (stderr += text) },
      cwd: folder,
      // As a shop on Centra has them: the secret goes with COMMERCE_API_URL.
      env: {
        NODE_ENV: 'test',
        DATA_DIR: folder,
        COMMERCE_API_URL: url,
        COMMERCE_SHARED_SECRET: secret,
      },
      ...(signal && { signal }),
    };
    const code = await runCatalogueCommand(argv, context);
    return { code, stdout, stderr };
  }

  it('exits 2 when used wrongly', async () => {
    expect((await run(['import', '--from-centra', url, 'feed.jsonl'])).code).toBe(2);
    expect((await run(['import', '--from-centra', 'ftp://centra.example'])).code).toBe(2);
    expect((await run(['validate', '--from-centra', url])).code).toBe(2);
    expect((await run(['import', '--from-centra', url, '--every', '0'])).code).toBe(2);
    expect((await run(['import', '--from-centra', url, '--secret-env', 'lower'])).code).toBe(2);
    const unset = await run(['import', '--from-centra', url, '--secret-env', 'CENTRA_UNSET']);
    expect(unset).toMatchObject({ code: 2, stderr: expect.stringContaining('CENTRA_UNSET') });
  });

  it('reads Centra page by page with the shared secret, and with --every again until stopped, writing nothing the second time', async () => {
    const stop = new AbortController();
    // The loop runs until stopped: stopped here once the second run has said what it did.
    const outcome = await run(
      ['import', '--from-centra', url, '--every', '1', '--page-size', '2'],
      {
        signal: stop.signal,
        onOutput: (stdout) => {
          if (stdout.split('\n').filter((line) => line.startsWith('Imported')).length >= 2) {
            stop.abort();
          }
        },
      },
    );
    expect(outcome.code).toBe(0);
    const summaries = outcome.stdout.split('\n').filter((line) => line.startsWith('Imported'));
    expect(summaries[0]).toMatch(/: 6 records, 3 added, 0 changed, 0 retired/);
    expect(summaries[1]).toMatch(/: 6 records, no changes in/);
    const pages = store.requests.filter((request) => request.path.endsWith('/products'));
    expect(pages.slice(0, 2).map((request) => request.body)).toEqual([
      { skipFirst: 0, limit: 2, relatedProducts: false },
      { skipFirst: 2, limit: 2, relatedProducts: false },
    ]);
    expect(store.requests.every((request) => request.authorization === `Bearer ${secret}`)).toBe(
      true,
    );
  }, 120_000);

  it('on a schedule, tries again at the next run when Centra is away', async () => {
    const stop = new AbortController();
    const away = await run(
      ['import', '--from-centra', 'http://127.0.0.1:9/api/checkout', '--every', '1'],
      {
        signal: stop.signal,
        onOutput: (stdout) => {
          if (stdout.includes('(run 3)')) stop.abort();
        },
      },
    );
    expect(away.code).toBe(1);
    expect(away.stderr.match(/Could not reach Centra/g)).toHaveLength(2);
  }, 60_000);

  it('exits 1 when Centra cannot be reached', async () => {
    const away = await run(['import', '--from-centra', 'http://127.0.0.1:9/api/checkout']);
    expect(away.code).toBe(1);
    expect(away.stderr).toMatch(/Could not reach Centra at http:\/\/127\.0\.0\.1:9/);
  }, 60_000);
});
