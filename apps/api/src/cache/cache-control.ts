import { cacheTagHeader, configDefaults } from '@cairn/server-kit';
import type { Context, MiddlewareHandler } from 'hono';

/** How long shared caches (a CDN, the shop's own caches) keep public answers, in seconds. */
export type PublicCachePolicy = {
  /** Fresh for this long (`s-maxage`). */
  sMaxAge: number;
  /** Then answered stale while one request refreshes it (`stale-while-revalidate`). */
  staleWhileRevalidate: number;
  /** Or answered stale when the origin fails (`stale-if-error`). */
  staleIfError: number;
};

/** PAGE_CACHE_TTL's and PAGE_CACHE_STALE's defaults, and a day when the origin fails. */
export const defaultPublicCachePolicy: PublicCachePolicy = {
  sMaxAge: configDefaults.PAGE_CACHE_TTL,
  staleWhileRevalidate: configDefaults.PAGE_CACHE_STALE,
  staleIfError: 86_400,
};

/**
 * Public: any cache may keep it; browsers revalidate at once (`max-age=0`) so a shopper never
 * holds an old page, while CDNs keep it `s-maxage` seconds and are purged by tag.
 */
export function publicCacheControl(policy: PublicCachePolicy): string {
  return `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}, stale-if-error=${policy.staleIfError}`;
}

/** Personal or changing with every request: nobody keeps it. */
export const privateNoStore = 'private, no-store';

/**
 * Marks an answer public and names its tags. Call it in a handler that shows the same thing to
 * everyone; anything else keeps the `private, no-store` default of `personalByDefault`.
 */
export function answerPublicly(
  c: Context,
  tags: Iterable<string>,
  policy = defaultPublicCachePolicy,
) {
  c.header('Cache-Control', publicCacheControl(policy));
  const list = [...new Set(tags)];
  if (list.length > 0) c.header(cacheTagHeader, list.join(','));
}

/**
 * Every answer says who may keep it: one that did not say so itself is `private, no-store`,
 * so a forgotten route errs towards not caching. Error answers are never public.
 */
export function personalByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status >= 500 || !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', privateNoStore);
      c.res.headers.delete(cacheTagHeader);
    }
  };
}
