import { fileURLToPath } from 'node:url';
import type { Api } from '@cairn/api';
import { createCatalogueClient, createStoresClient, type Fetch } from '@cairn/commerce-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RenderOptions, render } from '../src/entry-server.tsx';
import { createShopServer } from './shop-server.ts';
import { seededApi } from './testing/seeded-api.ts';

// Opening and seeding the embedded database takes a while on a busy machine.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });

/** What the home story's spotlight, product grid and store picker ask the API for. */
const blockSources = ['/api/catalog/products-by-sku', '/api/appointments/stores'];

describe("a story page whose blocks' products and stores do not load", () => {
  let api: Api;
  let app: ReturnType<typeof createShopServer>;
  /** While true, the API answers the blocks' products and stores 502, as with its catalogue down. */
  let sourcesDown = false;

  beforeAll(async () => {
    api = await seededApi({ settled: true });
    const toApi: Fetch = async (request) => {
      const { pathname } = new URL(request.url);
      if (sourcesDown && blockSources.includes(pathname)) {
        return Response.json({ error: 'catalogue unavailable' }, { status: 502 });
      }
      return api.app.fetch(request);
    };
    // The page's catalogue and stores clients over an API whose block sources can fail.
    const renderWithSources = (options: RenderOptions) =>
      render({
        ...options,
        catalogue: createCatalogueClient({ baseUrl: options.origin, fetch: toApi }),
        stores: createStoresClient({ baseUrl: options.origin, fetch: toApi }),
      });
    app = createShopServer({
      config: { PUBLIC_URL: 'https://www.cairn.example' },
      api,
      render: renderWithSources,
      manifest: { routes: {} },
      clientDir: fileURLToPath(new URL('../public', import.meta.url)),
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('given every source up, answers the page whole, for any cache to keep', async () => {
    const response = await app.request('http://shop.test/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(await response.text()).toContain('cairn-block-spotlight__products');
  });

  it('given the sources down, answers 200 with the story, its blocks shown without them, kept by no cache, with one warning', async () => {
    app.pageStore?.clear();
    sourcesDown = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await app.request('http://shop.test/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('cache-status')).toBe('cairn; fwd=miss');
    // The story's own blocks, and those that lost their data, with what they have.
    expect(html).toContain('Made for the long way up');
    expect(html).toContain('Kitted out for a winter hill day');
    expect(html).toContain('Book a fitting');
    expect(html).not.toContain('cairn-block-spotlight__products');
    const blockWarnings = warn.mock.calls.filter(([message]) =>
      String(message).includes('did not load'),
    );
    expect(blockWarnings).toHaveLength(1);
    expect(blockWarnings[0]?.[0]).toContain('The products, stores of home');
    warn.mockRestore();
  });

  it('given the sources back, keeps the whole page at once', async () => {
    sourcesDown = false;
    const response = await app.request('http://shop.test/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-status')).toMatch(/^cairn; fwd=miss; stored/);
    expect(await response.text()).toContain('cairn-block-spotlight__products');
  });
});
