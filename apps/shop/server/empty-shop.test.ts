import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type Api, createApi } from '@cairn/api';
import {
  createLogger,
  createPurgeBus,
  describeMissingShopContents,
  loadConfig,
} from '@cairn/server-kit';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../src/entry-server.tsx';
import { createShopServer } from './shop-server.ts';

// Opening and seeding the embedded database takes a while on a busy machine.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

const clientDir = fileURLToPath(new URL('../public', import.meta.url));
const html = { headers: { accept: 'text/html' } };

describe('a shop started on an empty database (a retailer before its first import)', () => {
  let api: Api;
  let app: ReturnType<typeof createShopServer>;

  beforeAll(async () => {
    api = await createApi({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }),
      database: { memory: true },
    });
    app = createShopServer({ config: {}, api, render, manifest: { routes: {} }, clientDir });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers every page 503 saying it has no catalogue or content yet, not 500', async () => {
    for (const path of ['/', '/login', '/no-such-page', '/all/clothing']) {
      const response = await app.request(`http://shop.test${path}`, html);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(await response.text()).toContain('This shop has no catalogue or content yet');
    }
    // The one start-up line names both and what fills them (main.ts logs it once).
    expect(describeMissingShopContents(await api.missingContents())).toMatch(
      /no catalogue .*pnpm catalogue import.*no content .*CONTENT_API_URL/,
    );
    // The API, assets and the health check still answer.
    expect((await app.request('http://shop.test/healthz')).status).toBe(200);
    expect((await app.request('http://shop.test/favicon.svg')).status).toBe(200);
  });

  it('opens by itself once the catalogue and content are in (a purge), without a restart', async () => {
    const { seedDemoData } = await import('@cairn/api/seed');
    await seedDemoData(api.database.db, { productImages: false });
    await api.purge(['catalogue', 'content']);
    const response = await app.request('http://shop.test/all/clothing', html);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('no catalogue or content yet');
  });
});

describe('a page that fails with 500', () => {
  it('logs the error that caused it, with its stack, beside the status', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ level: 'info', format: 'json', destination });
    const apiApp = new Hono();
    // Every page reads the globals first: a broken answer fails the page.
    apiApp.get('/api/globals', (c) => c.json({ error: 'exploded' }, 500));
    const purges = createPurgeBus();
    const fake: Api = {
      app: apiApp,
      database: {} as Api['database'],
      catalogue: {} as Api['catalogue'],
      redis: undefined,
      logger,
      ready: async () => ({ status: 'ready', details: { database: true } }),
      purges,
      purge: async (tags) => {
        await purges.publish(tags);
      },
      purgeCatalogueImport: async ({ purgedTags }) => {
        await purges.publish(purgedTags);
      },
      missingContents: async () => [],
      close: async () => {},
    };
    const app = createShopServer({
      config: {},
      api: fake,
      render,
      manifest: { routes: {} },
      clientDir,
    });
    const response = await app.request('http://shop.test/about-us', html);
    expect(response.status).toBe(500);
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.err);
    expect(logged).toMatchObject({
      level: 50,
      msg: 'page failed (500)',
      path: '/about-us',
      err: { message: expect.stringContaining('exploded'), stack: expect.any(String) },
    });
    expect(logged.err.stack).toContain('\n    at ');
  });
});
