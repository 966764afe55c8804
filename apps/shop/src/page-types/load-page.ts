import type { PageMeta } from '@cairn/commerce-client';
import { pageQueryOptions } from '@cairn/commerce-client/query';
import { notFound } from '@tanstack/react-router';
import type { ListingSearch } from '../catalogue/listing-search.ts';
import type { RouterContext } from '../router-context.ts';
import { preloadDeferred } from '../site/deferred.tsx';
import { refusalStatus } from '../site/refusal-status.ts';
import { isServiceUnavailable } from '../site/service-unavailable.ts';
import { chunksToHydrate } from '../story-blocks/block-chunks.ts';
import type { PageDeps, PageLoad } from './page-type.ts';
import { pageTypeOf } from './page-types.tsx';

export type { BadListingRequest, PageDeps } from './page-type.ts';

/**
 * What a page route's loader answers: its page type's `PageLoad`, the address, and `deferred`,
 * the chunks the browser loads before it hydrates the server's page (router.tsx).
 */
export type PageLoaderData = PageLoad & { uri: string; deferred: string[] };

/**
 * Resolves the page at `uri` into the query cache, then loads what its page type needs (a
 * category's or a brand page's listing for the state in the URL, a bundle's parts, a story's
 * block data) and the code of the components it renders. An unknown page, or one the resolver
 * failed on, throws notFound, which renders the 404 story with HTTP status 404; a page whose
 * data waits on a service that is down throws the 503.
 */
export async function loadPage(
  context: RouterContext,
  uri: string,
  deps: PageDeps,
  listing: ListingSearch = { filters: {} },
): Promise<PageLoaderData> {
  const query = pageQueryOptions(context.shop, uri, deps);
  const page = await context.queryClient.ensureQueryData(query).catch(async (error: unknown) => {
    // A service behind the API is down (503, Retry-After): the page exists or not, nobody can
    // say yet, so it is the "short break" page with its 503, not a 404.
    if (isServiceUnavailable(error)) throw error;
    // An address that cannot be a page (the resolver refuses it, or nothing answers for it) is
    // a 404 like any other, and so is a failed resolver (requirements R-ERR-2): 'Page Not Found:
    // {path}' over the 404 story. A failure is logged; the error page is for when even the 404
    // story cannot be read.
    const status = refusalStatus(error);
    const resolverFailed = status !== 400 && status !== 404;
    if (resolverFailed) console.error(`The resolver failed for ${uri}:`, error);
    const story = await context.shop.getStory('general-pages/404-page', deps);
    const notFoundPage = {
      type: 'error' as const,
      story,
      meta: { ...notFoundMeta(uri), title: `Page Not Found: ${uri}` },
    };
    context.queryClient.setQueryData(query.queryKey, notFoundPage);
    // A failure's 404 must not be kept by a cache as if the page were gone (entry-server.tsx).
    throw notFound({ data: { uri, resolverFailed } });
  });
  const pageType = pageTypeOf(page);
  const loaded = await pageType.load(context, page, { uri, deps, listing });
  // The page type's code, loaded with its data: the server renders with it all loaded, and the
  // browser loads what it must have before it hydrates (`chunksToHydrate`), so no tap on the
  // server's markup is lost while a block's code is on its way. The blocks whose server markup
  // is kept are not among them: a first load never runs their code, a client navigation has
  // loaded it here. A page that cannot be shown as asked renders none of them.
  const names = loaded.badRequest ? [] : pageType.chunks(page, loaded);
  await preloadDeferred(names);
  return { ...loaded, uri, deferred: chunksToHydrate(names, deps.preview) };
}

function notFoundMeta(uri: string): PageMeta {
  return {
    title: `Page Not Found: ${uri}`,
    description: 'We could not find the page you were looking for.',
    canonicalPath: '/',
    hreflangs: [],
    ogTitle: 'Page not found',
    ogDescription: '',
    ogImage: null,
    ogType: 'website',
    twitterTitle: 'Page not found',
    twitterDescription: '',
    twitterImage: null,
    datePublished: null,
    dateModified: null,
  };
}
