import { fileURLToPath } from 'node:url';
import type { Api } from '@cairn/api';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageSearchOf, render } from '../../src/entry-server.tsx';
import { createRouteMatcher } from '../../src/router.tsx';
import { parsePlainSearch } from '../../src/site/plain-search.ts';
import { createShopServer } from '../shop-server.ts';
import { seededApi } from '../testing/seeded-api.ts';
import { pageCache } from './page-cache.ts';
import { pageCacheKey } from './page-key.ts';
import { PageStore } from './page-store.ts';

// Opening and seeding the embedded database takes a while on a busy machine.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });

const keyOf = (path: string) => pageCacheKey(new Request(`http://shop.test${path}`), pageSearchOf);

describe("the page cache's key, as the routes read the query", () => {
  it('leaves out analytics parameters, cache busters and anything else no route reads', () => {
    expect(
      keyOf('/all?_cb=8f3a&utm_source=mail&utm_campaign=spring&gclid=x&fbclid=y&msclkid=z'),
    ).toBe('http://shop.test/all');
    expect(keyOf('/?anything=1&utm_medium=cpc')).toBe('http://shop.test/');
    expect(keyOf('/moraine-mens-nevis-gore-tex-jacket-104211-923?_=1700000000&X=1')).toBe(
      'http://shop.test/moraine-mens-nevis-gore-tex-jacket-104211-923',
    );
  });

  it("keeps a listing's filters, sort and page, in one order, and drops their defaults", () => {
    expect(keyOf('/all/clothing/jackets?size=M&brand=northwall&utm_source=x')).toBe(
      'http://shop.test/all/clothing/jackets?brand=northwall&size=M',
    );
    expect(keyOf('/all/clothing/jackets?brand=northwall&size=M')).toBe(
      keyOf('/all/clothing/jackets?size=M&brand=northwall'),
    );
    expect(keyOf('/all?page=1&sort=recommended&brand=')).toBe('http://shop.test/all');
    expect(keyOf('/all?page=2&sort=price-asc')).toBe('http://shop.test/all?sort=price-asc&page=2');
    expect(keyOf('/all?page=two&sort=cheapest')).toBe('http://shop.test/all');
  });

  it('keeps the search words as the search page reads them', () => {
    expect(keyOf('/search?q=%20boots%20&fbclid=x')).toBe('http://shop.test/search?q=boots');
    expect(keyOf('/search?q=%20%20')).toBe('http://shop.test/search');
    expect(keyOf('/search?q=boots&size=M')).toBe('http://shop.test/search?q=boots&size=M');
  });

  it("keeps what other routes read: the login page's way back", () => {
    expect(keyOf('/login?redirect=%2Fall&junk=1')).toBe('http://shop.test/login?redirect=%2Fall');
    expect(keyOf('/login?redirect=https%3A%2F%2Fevil.example')).toBe('http://shop.test/login');
  });

  it('gives two addresses one key only when they hydrate with the same match ids', () => {
    const router = createRouteMatcher();
    // TanStack Router hashes each route's loader deps into the match id it dehydrates.
    const matchIdsOf = (path: string) => {
      const url = new URL(path, 'http://shop.test');
      return router.matchRoutes(url.pathname, parsePlainSearch(url.search)).map(({ id }) => id);
    };
    const sameKey: [string, string][] = [
      ['/all?size=M&brand=a&utm_source=x', '/all?brand=a&size=M'],
      ['/all?brand=a,,a&page=1&sort=recommended&colour=', '/all?brand=a'],
      ['/all?page=2&sort=cheapest', '/all?page=2'],
      ['/search?q=%20boots%20&size=M&page=1', '/search?q=boots&size=M'],
    ];
    for (const [address, other] of sameKey) {
      expect(keyOf(address), address).toBe(keyOf(other));
      expect(matchIdsOf(address), address).toEqual(matchIdsOf(other));
    }
    expect(matchIdsOf('/all?brand=a')).not.toEqual(matchIdsOf('/all?brand=b'));
  });

  it('keys the whole sorted query when the routes cannot read it', () => {
    const refuses = () => {
      throw new Error('unreadable');
    };
    expect(pageCacheKey(new Request('http://shop.test/all?b=2&a=1'), refuses)).toBe(
      'http://shop.test/all?a=1&b=2',
    );
  });
});

describe('a cache buster flood against the page cache', () => {
  it('renders /all once for 300 requests of /all?_cb=<junk>, and evicts no shared page', async () => {
    const renders: string[] = [];
    // Pages of realistic size: /all's HTML is about 190 kB (240 kB kept with its encodings).
    const sizeOf = (path: string) => (path === '/all' ? 190_000 : 60_000);
    const app = new Hono();
    const renderPage = async (request: Request) => {
      const url = new URL(request.url);
      renders.push(url.pathname + url.search);
      const filler = Buffer.alloc(sizeOf(url.pathname), 'x').toString();
      return new Response(`<html>${url.pathname}${filler}</html>`, {
        headers: { 'content-type': 'text/html', 'cache-control': 'public' },
      });
    };
    const store = new PageStore({ maxBytes: 4 * 1024 * 1024, ttlMs: 300_000, staleMs: 0 });
    app.get(
      '*',
      pageCache({
        store,
        policy: { sMaxAge: 300, staleWhileRevalidate: 0, staleIfError: 0 },
        refresh: renderPage,
        pageSearch: pageSearchOf,
      }),
      (c) => renderPage(c.req.raw),
    );
    const shared = ['/', '/all/clothing/jackets', '/moraine-mens-nevis-gore-tex-jacket-104211-923'];
    for (const path of [...shared, ...shared]) await app.request(`http://shop.test${path}`);
    for (let n = 0; n < 300; n += 1) {
      const junk = Math.random().toString(36).slice(2);
      const answer = await app.request(`http://shop.test/all?_cb=${junk}`);
      expect(answer.status).toBe(200);
    }
    expect(renders.filter((path) => path.startsWith('/all?'))).toHaveLength(1);
    for (const path of shared) {
      const answer = await app.request(`http://shop.test${path}`);
      expect(answer.headers.get('cache-status'), path).toMatch(/^cairn; hit/);
    }
  });
});

describe('one page for an address with and without parameters it does not read', () => {
  let api: Api;
  let app: ReturnType<typeof createShopServer>;

  beforeAll(async () => {
    api = await seededApi({ settled: true });
    app = createShopServer({
      config: { PUBLIC_URL: 'https://www.cairn.example' },
      api,
      render,
      pageSearch: pageSearchOf,
      manifest: { routes: {} },
      clientDir: fileURLToPath(new URL('../../public', import.meta.url)),
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers a marketing link from the render of the plain address, with its canonical and current-page links', async () => {
    const path = '/all/clothing/jackets';
    const tagged = await app.request(
      `http://shop.test${path}?utm_source=newsletter&utm_campaign=spring&gclid=abc&_cb=1`,
    );
    expect(tagged.headers.get('cache-status')).toMatch(/fwd=miss; stored/);
    const html = await tagged.text();
    const plain = await app.request(`http://shop.test${path}`);
    expect(plain.headers.get('cache-status')).toMatch(/^cairn; hit/);
    expect(await plain.text()).toBe(html);
    expect(html).toContain(`<link rel="canonical" href="https://www.cairn.example${path}"/>`);
    // Rendered for the tagged address, the page still marks its own links as the page shown.
    expect(html).toMatch(new RegExp(`href="${path}"[^>]*aria-current="page"`));
  });
});
