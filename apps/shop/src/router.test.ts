import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRouteMatcher, freshFor, freshnessMs } from './router.tsx';
import { parsePlainSearch } from './site/plain-search.ts';

const loadedAt = Date.parse('2026-11-25T10:00:00Z');

describe('freshFor (how long query data stays fresh)', () => {
  it('given data fetched after the page loaded, keeps it fresh for 30 seconds', () => {
    expect(freshFor(loadedAt + 5_000, loadedAt)).toBe(freshnessMs);
  });

  it('given data a cached page was rendered with 10 minutes ago, keeps it fresh for 30 seconds after the page loaded', () => {
    const renderedAt = loadedAt - 10 * 60_000;
    const staleTime = freshFor(renderedAt, loadedAt);
    expect(renderedAt + staleTime).toBe(loadedAt + freshnessMs);
  });

  it('on the server (no page load), keeps every query fresh for 30 seconds', () => {
    expect(freshFor(loadedAt - 60_000, undefined)).toBe(freshnessMs);
  });

  it('never ends freshness before 30 seconds after the later of the update and the page load', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (updatedAt, pageLoadedAt) => {
          const staleAt = updatedAt + freshFor(updatedAt, pageLoadedAt);
          expect(staleAt).toBe(Math.max(updatedAt, pageLoadedAt) + freshnessMs);
        },
      ),
    );
  });
});

// Matching and links only: nothing here loads.
const router = createRouteMatcher();

/** What the deepest route's loader gets for `address`. */
function loaderDepsOf(address: string): unknown {
  const url = new URL(address, 'http://shop.test');
  return router.matchRoutes(url.pathname, parsePlainSearch(url.search)).at(-1)?.loaderDeps;
}

describe("a listing's search params through the router", () => {
  it('given a URL, the loader gets the grouped listing state its route validated', () => {
    expect(
      loaderDepsOf('/all/clothing?size=M&brand=b,a&sort=price-asc&page=2&utm_source=x'),
    ).toEqual({
      preview: false,
      listing: { filters: { brand: 'b,a', size: 'M' }, sort: 'price-asc', page: 2 },
    });
    expect(loaderDepsOf('/search?q=%20tent%20&colour=Red&page=1&sort=cheapest')).toEqual({
      q: 'tent',
      listing: { filters: { colour: 'Red' } },
    });
  });

  it("given a default or unreadable sort or page in the URL, the loader never sees the URL's own", () => {
    expect(loaderDepsOf('/all?page=1&sort=recommended')).toEqual(loaderDepsOf('/all'));
    expect(loaderDepsOf('/search?q=tent&page=two&sort=cheapest')).toEqual(
      loaderDepsOf('/search?q=tent'),
    );
  });

  it('given a link from a grouped state, writes the flat URL', () => {
    const state = { filters: { brand: 'a,b', size: 'M' }, sort: 'price-asc', page: 2 } as const;
    expect(router.buildLocation({ to: '/search', search: { q: 'tent', ...state } }).href).toBe(
      '/search?q=tent&brand=a%2Cb&size=M&sort=price-asc&page=2',
    );
    expect(
      router.buildLocation({ to: '/$', params: { _splat: 'all/clothing' }, search: state }).href,
    ).toBe('/all/clothing?brand=a%2Cb&size=M&sort=price-asc&page=2');
  });

  it('given flat params (a content link, a parsed href), writes them as they were', () => {
    const flat = { size: 'M', brand: 'a', sort: 'newest' };
    expect(router.buildLocation({ to: '/$', params: { _splat: 'all' }, search: flat }).href).toBe(
      '/all?size=M&brand=a&sort=newest',
    );
  });
});
