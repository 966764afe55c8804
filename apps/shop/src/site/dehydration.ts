import type { QueryMeta } from '@tanstack/react-query';

/**
 * Query `meta` for data that only server markup the browser keeps as it is shows (the product
 * and article blocks: `ServerMarkup` of @cairn/content-blocks). The server renders with it but does not send it
 * with the page: nothing reads it while the page hydrates, and it was half the home page's
 * inline state (issue 16: 39 KB of 77 KB, parsed before the page is interactive). A client
 * render of those blocks (a navigation, whose loader ensures it; content changed since) fetches
 * it as it would any query missing from the cache.
 */
export const serverMarkupOnly = { dehydrate: false } as const satisfies QueryMeta;

/**
 * Whether the server sends a query's data with the page (the router's ssr-query integration,
 * `shouldDehydrateQuery`): every query, pending and failed ones too (the integration's own
 * default), but those marked `serverMarkupOnly`.
 */
export function shouldDehydrateQuery(query: { meta?: QueryMeta | undefined }): boolean {
  return query.meta?.dehydrate !== false;
}
