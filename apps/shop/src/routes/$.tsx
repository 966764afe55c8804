import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { parseListingSearch } from '../catalogue/listing-search.ts';
import { loadPage } from '../page-types/load-page.ts';
import { PageContent } from '../page-types/page-types.tsx';
import { previewOf } from '../preview/preview-search.ts';
import { BadRequestPage } from '../site/BadRequestPage.tsx';

/** Every other address: the server resolves it into a page type (requirements R-ROUTE-17, R-ROUTE-18). */
export const Route = createFileRoute('/$')({
  // Listing state (filters, sort, page) for category and brand pages; others ignore it.
  validateSearch: (search: Record<string, unknown> & SearchSchemaInput) =>
    parseListingSearch(search),
  loaderDeps: ({ search }) => ({
    ...previewOf(search),
    listing: { filters: search.filters, sort: search.sort, page: search.page },
  }),
  // The page type's data and code (page-types/), one loader for them all.
  loader: ({ context, params, deps: { listing, ...deps } }) =>
    loadPage(context, `/${params._splat ?? ''}`, deps, listing),
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

/** The 404 story the loader put in the cache for the address (page-types/load-page.ts). */
function CatchAllNotFound() {
  const { _splat } = Route.useParams();
  const { listing: _listing, ...deps } = Route.useLoaderDeps();
  return <PageContent uri={`/${_splat ?? ''}`} deps={deps} />;
}
