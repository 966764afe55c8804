import { createFileRoute } from '@tanstack/react-router';
import { listingSearchParams, parseListingSearch } from '../catalogue/listing-search.ts';
import { loadPage } from '../page-types/load-page.ts';
import { loadPageCode, NotFoundPage, PageContent } from '../page-types/PageContent.tsx';
import { previewOf } from '../preview/preview-search.ts';
import { BadRequestPage } from '../site/BadRequestPage.tsx';

/** Every other address: the server resolves it into a page type (requirements R-ROUTE-17, R-ROUTE-18). */
export const Route = createFileRoute('/$')({
  // Listing state (filters, sort, page) for category and brand pages; others ignore it.
  validateSearch: (search: Record<string, unknown>) =>
    listingSearchParams(parseListingSearch(search)),
  loaderDeps: ({ search }) => ({ ...previewOf(search), listing: parseListingSearch(search) }),
  loader: async ({ context, params, deps: { listing, ...deps } }) => {
    const uri = `/${params._splat ?? ''}`;
    const loaded = await loadPage(context, uri, deps, listing);
    // The page type's code, loaded with its data; `deferred` tells the browser what to load
    // before it hydrates a server-rendered page (router.tsx).
    return { ...loaded, deferred: await loadPageCode(context, uri, deps, loaded) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  // Keyed by full path: a new address is a new page, not an update of the last one.
  remountDeps: ({ params }) => params._splat,
  // Content and catalogue pages: the same for everyone (personal parts fill in after hydration).
  staticData: { cache: 'public' },
  component: CatchAllPage,
  notFoundComponent: CatchAllNotFound,
});

function CatchAllPage() {
  const { uri, listedBrand, badRequest } = Route.useLoaderData();
  const { listing, ...deps } = Route.useLoaderDeps();
  // The server answers this with status 400 (entry-server.tsx).
  if (badRequest) return <BadRequestPage message={badRequest.message} uri={uri} />;
  return <PageContent uri={uri} deps={deps} listing={listing} listedBrand={listedBrand} />;
}

function CatchAllNotFound() {
  const { _splat } = Route.useParams();
  const { listing: _listing, ...deps } = Route.useLoaderDeps();
  return <NotFoundPage uri={`/${_splat ?? ''}`} deps={deps} />;
}
