import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPurgeBus } from '@cairn/server-kit';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { pageCache } from './page-cache.ts';
import { PageStore } from './page-store.ts';

const policy = { sMaxAge: 300, staleWhileRevalidate: 3600, staleIfError: 86_400 };

type Page = { status?: number; cacheControl?: string; tags?: string[]; body?: string };

/**
 * A shop with the page cache in front of a fake render that counts its calls, names tags as
 * the API's answers would, and answers `pages[path]` (default: a public page echoing the path).
 */
function cachedShop({
  pages = {},
  store = new PageStore({ maxBytes: 1024 * 1024, ttlMs: 60_000, staleMs: 60_000 }),
  off = false,
  renderDelayMs = 0,
}: {
  pages?: Record<string, Page>;
  store?: PageStore;
  off?: boolean;
  renderDelayMs?: number;
} = {}) {
  const renders: string[] = [];
  const render = async (request: Request, tags: Set<string>) => {
    const url = new URL(request.url);
    renders.push(url.pathname + url.search);
    await new Promise((resolve) => setTimeout(resolve, renderDelayMs));
    const page = pages[url.pathname] ?? {};
    for (const tag of page.tags ?? [`story-${url.pathname.slice(1) || 'home'}`]) tags.add(tag);
    return new Response(
      page.body ?? `<html>${url.pathname}${url.search} #${renders.length}</html>`,
      {
        status: page.status ?? 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': page.cacheControl ?? 'public',
        },
      },
    );
  };
  const app = new Hono();
  app.get('*', pageCache({ store: off ? undefined : store, policy, refresh: render }), (c) =>
    render(c.req.raw, c.get('cacheTags')),
  );
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`http://shop.test${path}`, { headers });
  return { app, get, renders, store };
}

describe('the page cache', () => {
  it('renders a page once for 100 concurrent misses, and answers the rest from that render', async () => {
    const { get, renders } = cachedShop({ renderDelayMs: 50 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => get('/all/clothing/jackets')),
    );
    expect(renders).toEqual(['/all/clothing/jackets']);
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    expect(bodies).toEqual(new Set(['<html>/all/clothing/jackets #1</html>']));
    const statuses = answers.map((answer) => answer.headers.get('cache-status'));
    expect(statuses.filter((status) => status?.includes('fwd=miss; stored'))).toHaveLength(1);
    expect(statuses.filter((status) => status?.includes('collapsed'))).toHaveLength(99);
  });

  it('answers a public page with s-maxage, stale-while-revalidate, stale-if-error, its tags and Cache-Status', async () => {
    const { get } = cachedShop({ pages: { '/p': { tags: ['product-7', 'catalogue'] } } });
    const miss = await get('/p');
    expect(miss.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400',
    );
    expect(miss.headers.get('cache-status')).toBe('cairn; fwd=miss; stored; ttl=60');
    expect(miss.headers.get('surrogate-key')).toBe('catalogue pages product-7');
    expect(miss.headers.get('cache-tag')).toBe('catalogue,pages,product-7');
    const hit = await get('/p');
    expect(hit.headers.get('cache-status')).toMatch(/^cairn; hit; ttl=(59|60)$/);
    expect(await hit.text()).toBe(await miss.text());
  });

  it('answers 304 to a matching If-None-Match, and sends the encoding the client takes', async () => {
    const { get } = cachedShop();
    const first = await get('/guides/ski-buying-guide');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const notModified = await get('/guides/ski-buying-guide', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    const gzipped = await get('/guides/ski-buying-guide', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(
      await first.text(),
    );
  });

  it('answers a miss gzipped, makes the brotli copy on the first hit that takes it, and no copy for a client that takes none', async () => {
    // Random text for the plain page: any compressed copy kept beside it would show in the bytes.
    const noise = randomBytes(25_000).toString('hex');
    const { get, store } = cachedShop({ pages: { '/noise': { body: noise } } });
    const browser = { 'accept-encoding': 'br, gzip' };
    const miss = await get('/all/clothing/jackets', browser);
    expect(miss.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await miss.arrayBuffer())).toString();
    const gzippedOnly = store.size().bytes;
    const hit = await get('/all/clothing/jackets', browser);
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    // The brotli copy, made behind that hit, is counted in the store's bytes and sent after.
    await vi.waitFor(() => expect(store.size().bytes).toBeGreaterThan(gzippedOnly));
    const later = await get('/all/clothing/jackets', browser);
    expect(later.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await later.arrayBuffer())).toString()).toBe(html);
    const brotliOnly = await get('/all/clothing/jackets', { 'accept-encoding': 'br' });
    expect(brotliOnly.headers.get('content-encoding')).toBe('br');

    const before = store.size().bytes;
    const plain = await get('/noise');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(noise);
    expect(store.size().bytes - before).toBeLessThan(noise.length + 1_000);
  });

  it('keys pages by path and sorted query, without analytics parameters', async () => {
    const { get, renders } = cachedShop();
    await get('/all?size=M&brand=northwall');
    const same = await get('/all?brand=northwall&utm_source=mail&size=M&gclid=x');
    expect(same.headers.get('cache-status')).toMatch(/^cairn; hit/);
    await get('/all?brand=northwall&size=L');
    expect(renders).toEqual(['/all?size=M&brand=northwall', '/all?brand=northwall&size=L']);
  });

  it('passes by previews, credentials and session cookies, answering them private, no-store', async () => {
    const { get, renders } = cachedShop();
    await get('/');
    for (const [path, headers] of [
      ['/?_storyblok=123', {}],
      ['/', { authorization: 'Bearer abc' }],
      ['/', { cookie: 'cairn_consent=all; session=abc' }],
    ] as const) {
      const answer = await get(path, headers);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('cache-status')).toMatch(/^cairn; fwd=bypass/);
    }
    // Analytics and consent cookies are no session: answered from the cache.
    const withConsent = await get('/', { cookie: 'cairn_consent=all; _ga=GA1.1.2' });
    expect(withConsent.headers.get('cache-status')).toMatch(/^cairn; hit/);
    expect(renders).toHaveLength(4);
  });

  it('never keeps a page its route calls private, and renders each request of it', async () => {
    const { get, renders } = cachedShop({
      pages: { '/checkout': { cacheControl: 'private, no-store' } },
    });
    const answers = await Promise.all([get('/checkout'), get('/checkout'), get('/checkout')]);
    await get('/checkout');
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('surrogate-key')).toBeNull();
    }
    expect(renders).toHaveLength(4);
  });

  it('keeps a 404 page but not a server error', async () => {
    const { get, renders } = cachedShop({
      pages: { '/gone': { status: 404 }, '/broken': { status: 500 } },
    });
    await get('/gone');
    expect((await get('/gone')).headers.get('cache-status')).toMatch(/^cairn; hit/);
    await get('/broken');
    const again = await get('/broken');
    expect(again.status).toBe(500);
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(renders).toEqual(['/gone', '/broken', '/broken']);
  });

  it('answers a page not to be kept this time (no-store alone) as rendered, and keeps its next whole render', async () => {
    const pages: Record<string, Page> = { '/': { cacheControl: 'no-store' } };
    const { get, renders } = cachedShop({ pages });
    const partial = await get('/');
    expect(partial.headers.get('cache-control')).toBe('no-store');
    expect(partial.headers.get('cache-status')).toBe('cairn; fwd=miss');
    // Not remembered as a personal route: the next render, whole, is kept.
    pages['/'] = {};
    expect((await get('/')).headers.get('cache-status')).toMatch(/^cairn; fwd=miss; stored/);
    expect((await get('/')).headers.get('cache-status')).toMatch(/^cairn; hit/);
    expect(renders).toHaveLength(2);
  });

  it('keeps a stale page when its refresh renders one not to be kept this time', async () => {
    let now = 0;
    const store = new PageStore({
      maxBytes: 1024 * 1024,
      ttlMs: 1000,
      staleMs: 10_000,
      now: () => now,
    });
    const pages: Record<string, Page> = {};
    const { get, renders } = cachedShop({ store, pages });
    const whole = await (await get('/')).text();
    now = 2000;
    pages['/'] = { cacheControl: 'no-store' };
    await get('/');
    await vi.waitFor(() => {
      expect(renders).toHaveLength(2);
      expect(store.isRendering('http://shop.test/')).toBe(false);
    });
    const after = await get('/');
    expect(after.headers.get('cache-status')).toMatch(/^cairn; hit; fwd=stale/);
    expect(await after.text()).toBe(whole);
  });

  it('drops the pages tagged with a purged tag, and only those', async () => {
    const bus = createPurgeBus();
    const { get, store } = cachedShop({
      pages: { '/a': { tags: ['product-1'] }, '/b': { tags: ['product-2'] } },
    });
    bus.subscribe((tags) => store.purge(tags));
    await get('/a');
    await get('/b');
    await bus.publish(['product-1']);
    expect((await get('/a')).headers.get('cache-status')).toMatch(/^cairn; fwd=miss; stored/);
    expect((await get('/b')).headers.get('cache-status')).toMatch(/^cairn; hit/);
  });

  it('answers a stale page at once and refreshes it behind the answer', async () => {
    let now = 0;
    const store = new PageStore({
      maxBytes: 1024 * 1024,
      ttlMs: 1000,
      staleMs: 10_000,
      now: () => now,
    });
    const { get, renders } = cachedShop({ store });
    const first = await (await get('/')).text();
    now = 2000;
    const stale = await get('/');
    expect(stale.headers.get('cache-status')).toMatch(/^cairn; hit; fwd=stale/);
    expect(await stale.text()).toBe(first);
    // Until the one refresh lands, asking again answers the stale page without another render.
    await vi.waitFor(async () => expect(await (await get('/')).text()).toBe('<html>/ #2</html>'));
    expect(renders).toHaveLength(2);
  });

  it('holds at most its byte budget, the least recently used going first', async () => {
    const big = 'x'.repeat(40_000);
    const paths = Array.from({ length: 12 }, (_, n) => `/${n + 1}`);
    const store = new PageStore({ maxBytes: 500_000, ttlMs: 60_000, staleMs: 0 });
    const { get } = cachedShop({
      store,
      pages: Object.fromEntries(paths.map((path) => [path, { body: `${big}${path}` }])),
    });
    // Each asked for twice, so each is kept among the pages worth keeping (page-store.ts).
    for (const path of paths) {
      await get(path);
      await get(path);
    }
    expect(store.size().bytes).toBeLessThanOrEqual(500_000);
    expect((await get('/1')).headers.get('cache-status')).toMatch(/fwd=miss/);
    expect((await get('/12')).headers.get('cache-status')).toMatch(/^cairn; hit/);
  });

  it('keeps a page signed by hash: the same bytes for every answer, the hashes beside them', async () => {
    let renders = 0;
    const app = new Hono();
    const render = async (request: Request, _tags: Set<string>, nonce?: string) => {
      renders += 1;
      const own = nonce ?? request.headers.get('x-nonce');
      return new Response(`<html><script nonce="${own}">hydrate()</script></html>`, {
        headers: { 'content-type': 'text/html', 'cache-control': 'public' },
      });
    };
    const hashesSeen: (string[] | undefined)[] = [];
    app.use('*', async (c, next) => {
      await next();
      hashesSeen.push(c.get('scriptHashes'));
    });
    app.get(
      '*',
      pageCache({
        store: new PageStore({ maxBytes: 1 << 20, ttlMs: 60_000, staleMs: 0 }),
        policy,
        refresh: render,
        nonceOf: (c) => c.req.header('x-nonce'),
      }),
      (c) => render(c.req.raw, c.get('cacheTags')),
    );
    const get = (nonce: string) =>
      app.request('http://shop.test/', {
        headers: { 'x-nonce': nonce, 'accept-encoding': 'gzip' },
      });
    const first = await get('first');
    const hit = await get('second');
    expect(hit.headers.get('cache-status')).toMatch(/^cairn; hit/);
    expect(hit.headers.get('etag')).toBe(first.headers.get('etag'));
    for (const answer of [first, hit]) {
      const html = gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8');
      expect(html).toBe('<html><script>hydrate()</script></html>');
    }
    const hydrateHash = `'sha256-${createHash('sha256').update('hydrate()').digest('base64')}'`;
    expect(hashesSeen).toEqual([[hydrateHash], [hydrateHash]]);
    expect(renders).toBe(1);
  });

  it('with the cache off, still says who may keep a public page, and renders every request', async () => {
    const { get, renders } = cachedShop({ off: true });
    await get('/');
    const again = await get('/');
    expect(again.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=300/);
    expect(again.headers.get('cache-status')).toBe('cairn; fwd=miss; detail=off');
    expect(renders).toHaveLength(2);
  });

  it("with the cache off, answers each render's own bytes, its nonce and tags as rendered", async () => {
    const app = new Hono();
    // A two-byte character, as pages have (£): the bytes go out as the render wrote them.
    const render = (nonce: string | undefined, tags: Set<string>) => {
      tags.add('product-7');
      return new Response(`<html><script nonce="${nonce}">hydrate()</script>£180</html>`, {
        headers: { 'content-type': 'text/html', 'cache-control': 'public' },
      });
    };
    app.get(
      '*',
      pageCache({
        store: undefined,
        policy,
        refresh: async () => new Response(null, { status: 500 }),
        nonceOf: (c) => c.req.header('x-nonce'),
      }),
      (c) => render(c.req.header('x-nonce'), c.get('cacheTags')),
    );
    for (const nonce of ['first', 'second']) {
      const answer = await app.request('http://shop.test/', { headers: { 'x-nonce': nonce } });
      expect(await answer.text()).toBe(
        `<html><script nonce="${nonce}">hydrate()</script>£180</html>`,
      );
      expect(answer.headers.get('cache-status')).toBe('cairn; fwd=miss; detail=off');
      expect(answer.headers.get('surrogate-key')).toBe('pages product-7');
      expect(answer.headers.get('etag')).toBeNull();
    }
  });
});
