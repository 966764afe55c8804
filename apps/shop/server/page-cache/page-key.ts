import { trackingParam } from '../../src/catalogue/listing-search.ts';

// Analytics' parameters never change a page (the listing does not read them as filters), so
// they are left out of its cache key.

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

/**
 * The page cache key of a request: origin (canonical links are built from it when PUBLIC_URL is
 * unset), path, and the query without tracking parameters, sorted by name (values keep their
 * order), so `?size=M&brand=a` and `?brand=a&size=M&utm_source=x` are one page.
 */
export function pageCacheKey(request: Request): string {
  const url = new URL(request.url);
  const params = [...url.searchParams]
    .filter(([name]) => !trackingParam.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}
