import { createFileRoute } from '@tanstack/react-router';
import { listingSearchParams, parseListingSearch } from '../catalogue/listing-search.ts';
import { loadPage } from './-page/load-page.ts';
import { PageContent } from './-page/PageContent.tsx';
import { previewOf } from './-page/preview-search.ts';
import { NotFoundPage } from './-page/StoryPage.tsx';

/** Every other address: the server resolves it into a page type (seed 000 section 2). */
export const Route = createFileRoute('/$')({
  // Listing state (filters, sort, page) for category and brand pages; others ignore it.
  validateSearch: (search: Record<string, unknown>) =>
    listingSearchParams(parseListingSearch(search)),
  loaderDeps: ({ search }) => ({ ...previewOf(search), listing: parseListingSearch(search) }),
  loader: ({ context, params, deps: { listing, ...deps } }) =>
    loadPage(context, `/${params._splat ?? ''}`, deps, listing),
  head: ({ loaderData }) => loaderData?.head ?? {},
  // Keyed by full path: a new address is a new page, not an update of the last one.
  remountDeps: ({ params }) => params._splat,
  component: CatchAllPage,
  notFoundComponent: CatchAllNotFound,
});

function CatchAllPage() {
  const { uri, listedBrand } = Route.useLoaderData();
  const { listing, ...deps } = Route.useLoaderDeps();
  return <PageContent uri={uri} deps={deps} listing={listing} listedBrand={listedBrand} />;
}

function CatchAllNotFound() {
  const { _splat } = Route.useParams();
  const { listing: _listing, ...deps } = Route.useLoaderDeps();
  return <NotFoundPage uri={`/${_splat ?? ''}`} deps={deps} />;
}
