import { searchQueryOptions } from '@cairn/commerce-client/query';
import { Pagination } from '@cairn/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ActiveFilters, Facets } from '../catalogue/Facets.tsx';
import {
  type ListingSearch,
  listingRequest,
  listingSearchParams,
  parseListingSearch,
  withPage,
} from '../catalogue/listing-search.ts';
import { ProductGrid } from '../catalogue/ProductGrid.tsx';
import { SortSelect } from '../catalogue/SortSelect.tsx';
import { SearchRecommendations } from '../recommendations/SearchRecommendations.tsx';
import { ownPageLinks } from '../seo/page-head.ts';
import { SiteLink } from '../site/SiteLink.tsx';

type SearchParams = Record<string, string | number> & { q?: string };

/** `/search?q=`: typo-tolerant product search with the listing's filters, sort and pages. */
export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): SearchParams => {
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, 200) : '';
    return { ...(q ? { q } : {}), ...listingSearchParams(parseListingSearch(search)) };
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? '', listing: parseListingSearch(search) }),
  loader: async ({ context, deps }) => {
    if (deps.q) {
      await context.queryClient.ensureQueryData(
        searchQueryOptions(context.catalogue, deps.q, listingRequest(deps.listing)),
      );
    }
    return { q: deps.q };
  },
  head: ({ loaderData, match }) => ({
    meta: [
      { title: loaderData?.q ? `Search results for “${loaderData.q}” | Cairn` : 'Search | Cairn' },
      { name: 'robots', content: 'noindex, follow' },
    ],
    links: ownPageLinks(
      match.context.origin,
      loaderData?.q ? `/search?q=${encodeURIComponent(loaderData.q)}` : '/search',
    ),
  }),
  component: SearchPage,
});

function SearchPage() {
  const { q, listing } = Route.useLoaderDeps();
  return (
    <div className="shop-listing shop-search">
      <h1>{q ? `Search results for “${q}”` : 'Search'}</h1>
      <form
        method="get"
        action="/search"
        aria-label="Search products"
        className="shop-search__form"
      >
        <label htmlFor="search-page-q">Search products</label>
        <input id="search-page-q" type="search" name="q" defaultValue={q} autoComplete="off" />
        <button type="submit" className="cairn-button cairn-button--primary">
          Search
        </button>
      </form>
      {q ? (
        <SearchResults q={q} listing={listing} />
      ) : (
        <>
          <SearchSuggestions />
          <SearchRecommendations />
        </>
      )}
    </div>
  );
}

function SearchResults({ q, listing }: { q: string; listing: ListingSearch }) {
  const { catalogue } = Route.useRouteContext();
  // Loaded by the loader; a query (not suspense) keeps the last results while filters change.
  const { data } = useQuery({
    ...searchQueryOptions(catalogue, q, listingRequest(listing)),
    placeholderData: (previous) => previous,
  });
  if (!data) return null;
  if (data.total_products === 0) {
    return (
      <div className="shop-search__empty">
        <p>
          Nothing matched “{q}”. Check the spelling, use fewer words, or try one of these instead.
        </p>
        <SearchSuggestions />
        <SearchRecommendations />
      </div>
    );
  }
  const hrefForPage = (page: number) =>
    `/search?${new URLSearchParams(
      Object.entries({ q, ...listingSearchParams(withPage(listing, page)) }).map(([k, v]) => [
        k,
        String(v),
      ]),
    )}`;
  return (
    <>
      <p className="shop-listing__count" aria-live="polite">
        {data.total_products === 1 ? '1 product' : `${data.total_products} products`}
      </p>
      <div className="shop-listing__toolbar">
        <SortSelect state={listing} hidden={{ q }} />
      </div>
      <ActiveFilters facets={data.facets} state={listing} extra={{ q }} />
      <div className="shop-listing__body">
        <aside className="shop-listing__filters" aria-label="Filters">
          <h2 className="shop-listing__filters-title">Filter</h2>
          <Facets facets={data.facets} state={listing} extra={{ q }} />
        </aside>
        <div className="shop-listing__results">
          <ProductGrid products={data.products} label={`Results for ${q}`} />
          {data.total_pages > 1 ? (
            <Pagination
              current={data.pagination.current}
              totalPages={data.total_pages}
              hrefForPage={hrefForPage}
              linkComponent={SiteLink}
              label="Search result pages"
            />
          ) : null}
          <SearchRecommendations title="You might also like" />
        </div>
      </div>
    </>
  );
}

const popular = [
  { href: '/all/clothing/jackets', label: 'Jackets' },
  { href: '/all/footwear/hiking-footwear', label: 'Walking boots' },
  { href: '/all/equipment/camping-equipment/tents', label: 'Tents' },
  { href: '/all/equipment/ski-equipment', label: 'Ski equipment' },
  { href: '/all/sale', label: 'Sale' },
  { href: '/guides', label: 'Buying guides' },
];

function SearchSuggestions() {
  return (
    <nav aria-label="Popular categories" className="shop-search__suggestions">
      <h2>Popular right now</h2>
      <ul>
        {popular.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
