import { searchQueryOptions } from '@cairn/commerce-client/query';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import {
  type ListingSearch,
  listingRequest,
  parseListingSearch,
} from '../catalogue/listing-search.ts';
import { ProductCount, ProductListing } from '../catalogue/ProductListing.tsx';
import { SearchRecommendations } from '../recommendations/SearchRecommendations.tsx';
import { seo } from '../seo/seo.ts';
import { refusalStatus } from '../site/refusal-status.ts';
import { SiteLink } from '../site/SiteLink.tsx';

/** `/search?q=`: typo-tolerant product search with the listing's filters, sort and pages. */
export const Route = createFileRoute('/search')({
  // The same results for everyone; the page cache keys it by the normalised query.
  staticData: { cache: 'public' },
  validateSearch: (search: Record<string, unknown> & SearchSchemaInput) => {
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, 200) : '';
    // `q` always, empty when blank: the loader reads the validated words, never a raw `q=%20`
    // (links and the page cache's key leave an empty `q` out).
    return { q, ...parseListingSearch(search) };
  },
  loaderDeps: ({ search: { q, filters, sort, page } }) => ({ q, listing: { filters, sort, page } }),
  loader: async ({ context, deps }) => {
    if (deps.q) {
      try {
        await context.queryClient.ensureQueryData(
          searchQueryOptions(context.catalogue, deps.q, listingRequest(deps.listing)),
        );
      } catch (error) {
        // Words the catalogue cannot search for ('!!!', emoji only) or impossible filters:
        // the page says nothing matched rather than failing.
        if (refusalStatus(error) !== 400) throw error;
        return { q: deps.q, refused: true };
      }
    }
    return { q: deps.q, refused: false };
  },
  head: ({ loaderData, match }) =>
    seo({
      title: loaderData?.q ? `Search results for “${loaderData.q}”` : 'Search',
      description: loaderData?.q
        ? `Outdoor clothing, footwear and equipment at Cairn matching “${loaderData.q}”.`
        : 'Search Cairn for outdoor clothing, footwear and equipment.',
      robots: 'noindex, follow',
      canonical: {
        origin: match.context.origin,
        path: loaderData?.q ? `/search?q=${encodeURIComponent(loaderData.q)}` : '/search',
      },
    }),
  component: SearchPage,
});

function SearchPage() {
  const { q, listing } = Route.useLoaderDeps();
  const { refused } = Route.useLoaderData();
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
      {q && refused ? (
        <NothingMatched q={q} />
      ) : q ? (
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
  if (data.pagination.total_products === 0) return <NothingMatched q={q} />;
  return (
    <>
      <ProductCount total={data.pagination.total_products} />
      <ProductListing
        listing={data}
        state={listing}
        path="/search"
        labels={{ products: `Results for ${q}`, pages: 'Search result pages' }}
        extra={{ q }}
      >
        <SearchRecommendations title="You might also like" />
      </ProductListing>
    </>
  );
}

function NothingMatched({ q }: { q: string }) {
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
