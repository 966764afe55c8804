import { trackingParam } from '../../src/catalogue/listing-search.ts';

/** Storyblok's preview parameters: a preview is an editor's draft and never cached. */
const previewParam = /^_storyblok/;

// Cookies set by the shop's consent banner and by analytics: none of them is a session, and the
// server renders nothing from them.
const harmlessCookie = /^(cairn_consent|_ga(_.+)?|_gid|_gcl_.+|_fbp|_fbc|__cf_bm|cf_clearance)$/;

/**
 * Why a request must not be answered from (or stored in) the shared page cache, or null when
 * it may: a preview, credentials (`Authorization`), or a cookie that could be a session.
 */
export function bypassReason(request: Request): string | null {
  const url = new URL(request.url);
  for (const name of url.searchParams.keys()) if (previewParam.test(name)) return 'preview';
  if (request.headers.has('authorization')) return 'authorization';
  const cookie = request.headers.get('cookie');
  if (cookie) {
    for (const part of cookie.split(';')) {
      const name = part.split('=')[0]?.trim() ?? '';
      if (name && !harmlessCookie.test(name)) return 'cookie';
    }
  }
  return null;
}

/** The query a page reads, as `pageSearchOf` in the SSR entry (src/entry-server.tsx) gives it. */
export type PageSearch = (url: URL) => string;

/**
 * Without the routes (a test's stand-in render): the query without analytics' parameters,
 * sorted by name (values keep their order).
 */
export const withoutTracking: PageSearch = (url) =>
  sortedQuery(url, (name) => !trackingParam.test(name));

/**
 * The page cache key of a request: origin (canonical links are built from it when PUBLIC_URL is
 * unset), path, and the query as the page's routes read it (`pageSearch`): each route's search
 * validation decides, and whatever no route keeps (`utm_*`, `gclid`, `fbclid`, a cache buster)
 * makes no new key. A query no route could read makes the full, sorted query the key, so an
 * address the routes refuse never shares another's page.
 */
export function pageCacheKey(request: Request, pageSearch: PageSearch = withoutTracking): string {
  const url = new URL(request.url);
  let search: string;
  try {
    search = pageSearch(url);
  } catch {
    search = sortedQuery(url);
  }
  return `${url.origin}${url.pathname}${search}`;
}

function sortedQuery(url: URL, keep: (name: string) => boolean = () => true): string {
  const params = [...url.searchParams]
    .filter(([name]) => keep(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `?${query}` : '';
}
