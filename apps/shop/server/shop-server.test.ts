import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Api } from '@cairn/api';
import { sampleSetup } from '@cairn/commerce-client/testing';
import { createLogger, createPurgeBus } from '@cairn/server-kit';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { RenderOptions } from '../src/entry-server.tsx';
import { appStartScript } from './app-start.ts';
import { createShopServer } from './shop-server.ts';

const manifest = { routes: {} };

const setup = sampleSetup({ countries: [{ code: 'GB', name: 'United Kingdom' }] });

function fakeApi(): Api {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/api/setup', (c) => c.json(setup));
  const purges = createPurgeBus();
  return {
    app,
    database: {} as Api['database'],
    // The shop server never reads the catalogue index itself (main.ts only warms it).
    catalogue: {} as Api['catalogue'],
    redis: undefined,
    logger: createLogger({ level: 'silent' }),
    ready: async () => ({ status: 'ready', details: { database: true } }),
    purges,
    purge: async (tags) => {
      await purges.publish(tags);
    },
    missingContents: async () => [],
    purgeCatalogueImport: async ({ purgedTags }) => {
      await purges.publish(purgedTags);
    },
    close: async () => {},
  };
}

function recordingRender() {
  const calls: RenderOptions[] = [];
  const render = async (options: RenderOptions) => {
    calls.push(options);
    return new Response(`<html>${new URL(options.request.url).pathname}</html>`, {
      headers: { 'content-type': 'text/html' },
    });
  };
  return { calls, render };
}

describe('createShopServer', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'cairn-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg/>');

  it('serves hashed assets with a year of immutable cache and public files for an hour', async () => {
    const { render } = recordingRender();
    const app = createShopServer({ config: {}, api: fakeApi(), render, manifest, clientDir });
    const asset = await app.request('/assets/entry-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await app.request('/favicon.svg');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers /api and /healthz from the in-process API', async () => {
    const { render, calls } = recordingRender();
    const app = createShopServer({ config: {}, api: fakeApi(), render, manifest, clientDir });
    expect(await (await app.request('/api/setup')).json()).toEqual(setup);
    expect((await app.request('/healthz')).status).toBe(200);
    expect(calls).toHaveLength(0);
  });

  it('renders every other GET with the public origin and an in-process shop client', async () => {
    const { render, calls } = recordingRender();
    const app = createShopServer({
      config: { PUBLIC_URL: 'https://www.cairn.example' },
      api: fakeApi(),
      render,
      manifest,
      clientDir,
    });
    const response = await app.request('http://localhost/information/delivery-returns');
    expect(await response.text()).toBe('<html>/information/delivery-returns</html>');
    expect(calls[0]?.origin).toBe('https://www.cairn.example');
    expect(await calls[0]?.shop.getSetup()).toEqual(setup);
  });

  describe('given API_URL instead of an in-process API', () => {
    const upstream = fakeApi();
    const server = serve({ fetch: upstream.app.fetch, port: 0, hostname: '127.0.0.1' });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const apiUrl = () => {
      const address = server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    };

    it('forwards API requests there and renders pages with data from there', async () => {
      const { render, calls } = recordingRender();
      const app = createShopServer({ config: { API_URL: apiUrl() }, render, manifest });
      expect((await (await app.request('/api/setup')).json()).countries).toHaveLength(1);
      await app.request('/');
      expect((await calls[0]?.shop.getSetup())?.countries[0]?.code).toBe('GB');
    });
  });

  it('refuses to start with neither an API nor API_URL', () => {
    const { render } = recordingRender();
    expect(() => createShopServer({ config: {}, render, manifest })).toThrow(
      'createShopServer needs an api or API_URL',
    );
  });
});

describe('legacy redirects', () => {
  it('answers an old address with a 301 before rendering, keeping the query', async () => {
    const { render, calls } = recordingRender();
    const app = createShopServer({
      config: {},
      api: fakeApi(),
      render,
      manifest,
      redirects: {
        rules: [{ from: '/news-and-blogs/old-post', to: '/articles' }],
        oldHosts: ['www.old.example'],
      },
    });
    const response = await app.request('http://localhost/News-And-Blogs/old-post/?utm_source=x');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/articles?utm_source=x');
    expect(calls).toHaveLength(0);
    expect((await app.request('http://localhost/articles')).status).toBe(200);
  });
});

describe('the sitemap: /sitemap.xml and /sitemaps/{file}.xml', () => {
  const sitemapShop = () => {
    const api = fakeApi();
    const asked: string[] = [];
    api.app.get('/api/sitemap', (c) =>
      c.json({
        files: [
          { name: 'pages', lastModified: '2026-11-01T08:00:00.000Z' },
          { name: 'products-1', lastModified: '2026-11-20T10:00:00.000Z' },
          { name: 'products-3', lastModified: null },
        ],
      }),
    );
    api.app.get('/api/sitemap/:file', (c) => {
      asked.push(c.req.param('file'));
      if (c.req.param('file') === 'products-2')
        return c.json({ error: 'No such sitemap file' }, 404);
      if (c.req.param('file') === 'products-3') return c.json({ error: 'Database away' }, 503);
      return c.json({
        entries: [
          { path: '/', lastModified: '2026-11-01T08:00:00.000Z' },
          { path: '/all/clothing?x=<&>', lastModified: null },
        ],
      });
    });
    const { render } = recordingRender();
    const app = createShopServer({
      config: { PUBLIC_URL: 'https://www.cairn.example' },
      api,
      render,
      manifest,
    });
    return { app, asked };
  };

  it('answers the index of files, as absolute URLs with their last change', async () => {
    const response = await sitemapShop().app.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://www.cairn.example/sitemaps/pages.xml</loc><lastmod>2026-11-01</lastmod></sitemap>',
    );
    expect(xml).toContain(
      '<sitemap><loc>https://www.cairn.example/sitemaps/products-1.xml</loc><lastmod>2026-11-20</lastmod></sitemap>',
    );
    expect(xml).toContain(
      '<sitemap><loc>https://www.cairn.example/sitemaps/products-3.xml</loc></sitemap>',
    );
  });

  it('answers a file with its entries as absolute URLs on the public origin', async () => {
    const response = await sitemapShop().app.request('/sitemaps/products-1.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://www.cairn.example/</loc><lastmod>2026-11-01</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://www.cairn.example/all/clothing?x=%3C&#38;%3E</loc>');
  });

  it('answers 404 for a file that is not one, without asking the API for odd names', async () => {
    const { app, asked } = sitemapShop();
    for (const path of [
      '/sitemaps/products-2.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-x.xml',
      '/sitemaps/products-999999.xml',
      '/sitemaps/..%2Fsecrets.xml',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    expect(asked).toEqual(['products-2']);
    expect((await app.request('/sitemaps/products-3.xml')).status).toBe(503);
  });
});

describe('GET /robots.txt', () => {
  it('points crawlers at the absolute sitemap address and keeps them out of the account', async () => {
    const { render } = recordingRender();
    const app = createShopServer({
      config: { PUBLIC_URL: 'https://www.cairn.example' },
      api: fakeApi(),
      render,
      manifest,
    });
    const text = await (await app.request('/robots.txt')).text();
    expect(text).toContain('Disallow: /account');
    expect(text).toContain('Sitemap: https://www.cairn.example/sitemap.xml');
  });
});

describe('GET /build-manifest.json', () => {
  it('names the build by its client entry, uncached', async () => {
    const { render } = recordingRender();
    const app = createShopServer({
      config: {},
      api: fakeApi(),
      render,
      manifest: {
        routes: {
          __root__: {
            scripts: [
              {
                attrs: { type: 'module', 'data-entry': '/assets/entry-client-abc.js' },
                children: appStartScript('/assets/entry-client-abc.js'),
              },
            ],
          },
        },
      },
    });
    const response = await app.request('/build-manifest.json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ id: '/assets/entry-client-abc.js' });
  });
});

describe('compression', () => {
  it('compresses pages for browsers that accept gzip', async () => {
    const big = async () =>
      new Response(`<html>${'<p>Waterproof jackets</p>'.repeat(200)}</html>`, {
        headers: { 'content-type': 'text/html; charset=UTF-8' },
      });
    const app = createShopServer({ config: {}, api: fakeApi(), render: big, manifest });
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('precompressed assets', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'cairn-client-'));
  mkdirSync(join(clientDir, 'assets'));
  const script = `export const jackets = [${'"Waterproof jacket",'.repeat(200)}];\n`;
  const gzipped = gzipSync(script, { level: 9 });
  const brotli = brotliCompressSync(script);
  writeFileSync(join(clientDir, 'assets', 'entry-def456.js'), script);
  writeFileSync(join(clientDir, 'assets', 'entry-def456.js.gz'), gzipped);
  writeFileSync(join(clientDir, 'assets', 'entry-def456.js.br'), brotli);
  // A file the build left uncompressed, as it does below 1 KiB.
  const small = 'console.log(1)';
  writeFileSync(join(clientDir, 'assets', 'small-789.js'), small);
  const app = createShopServer({
    config: {},
    api: fakeApi(),
    render: recordingRender().render,
    manifest,
    clientDir,
  });
  const get = async (path: string, acceptEncoding?: string) => {
    const response = await app.request(path, {
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('given a browser that accepts brotli, sends the brotli copy as it is, with its length and the same cache', async () => {
    const { response, body } = await get('/assets/entry-def456.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-length')).toBe(String(brotli.byteLength));
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(body.equals(brotli)).toBe(true);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('given a client that accepts gzip only, sends the gzip copy', async () => {
    const { response, body } = await get('/assets/entry-def456.js', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-length')).toBe(String(gzipped.byteLength));
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('given a client that accepts neither, sends the file itself, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const { response, body } = await get('/assets/entry-def456.js', acceptEncoding);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(body.toString()).toBe(script);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const { response, body } = await get('/assets/small-789.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(body.toString()).toBe(small);
  });
});

describe('given more page requests than RENDER_QUEUE_LIMIT at once', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'cairn-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg/>');
  const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('renders the first ones in order and tells the rest to come back, never turning away assets or health checks', async () => {
    const { render, calls } = recordingRender();
    const warnings: string[] = [];
    const app = createShopServer({
      config: { RENDER_QUEUE_LIMIT: 2 },
      api: fakeApi(),
      render,
      manifest,
      clientDir,
      warn: (message) => warnings.push(message),
    });
    const pages = ['/a', '/b', '/c', '/d'].map((path) => app.request(path, { headers: browser }));
    const others = ['/healthz', '/assets/entry-abc123.js', '/favicon.svg', '/robots.txt'].map(
      (path) => app.request(path),
    );
    const curl = app.request('/e', { headers: { accept: '*/*' } });
    const answers = await Promise.all(pages);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 503, 503]);
    expect(calls.map((call) => new URL(call.request.url).pathname)).toEqual(['/a', '/b']);
    expect(await answers[0]?.text()).toBe('<html>/a</html>');

    const busy = answers[2];
    expect(busy?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(busy?.headers.get('cache-control')).toBe('no-store');
    expect(busy?.headers.get('content-type')).toMatch(/^text\/html/);
    const html = (await busy?.text()) ?? '';
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('We are very busy right now');
    expect(html).toContain('Please try again in a few seconds');

    const plain = await curl;
    expect(plain.status).toBe(503);
    expect(plain.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await plain.text()).toBe(
      'The shop is very busy right now. Please try again in a few seconds.',
    );
    // Three turned away (/c, /d, /e), one warning: the first, then at most one a minute.
    expect(warnings).toEqual([
      'Render queue full (RENDER_QUEUE_LIMIT 2): 1 page request(s) answered 503 since the last warning',
    ]);

    expect((await Promise.all(others)).map((answer) => answer.status)).toEqual([
      200, 200, 200, 200,
    ]);
  });
});
