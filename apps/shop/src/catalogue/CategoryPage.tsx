import type { Category, Listing, Story } from '@cairn/commerce-client';
import { RichText, StoryRenderer } from '@cairn/content-blocks';
import { Breadcrumbs, Pagination, SidePanel } from '@cairn/ui';
import { useState } from 'react';
import { SiteLink } from '../site/SiteLink.tsx';
import { ActiveFilters, Facets } from './Facets.tsx';
import { type ListingSearch, listingSearchParams, withPage } from './listing-search.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { SortSelect } from './SortSelect.tsx';

type CategoryPageProps = {
  category: Category;
  story: Story | null;
  listing: Listing;
  state: ListingSearch;
  path: string;
};

/** A category listing: breadcrumbs, editorial intro, sub-categories, filters, sort and pages. */
export function CategoryPage({ category, story, listing, state, path }: CategoryPageProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { current, total_pages: totalPages, total_products: totalProducts } = listing.pagination;
  const hrefForPage = (page: number) => {
    const params = new URLSearchParams(
      Object.entries(listingSearchParams(withPage(state, page))).map(([key, value]) => [
        key,
        String(value),
      ]),
    ).toString();
    return params ? `${path}?${params}` : path;
  };
  return (
    <div className="shop-listing">
      <Breadcrumbs
        items={category.breadcrumbs.map((crumb) => ({ href: crumb.uri, label: crumb.name }))}
        linkComponent={SiteLink}
      />
      <header className="shop-listing__header">
        <h1>{category.name}</h1>
        <p className="shop-listing__count" aria-live="polite">
          {totalProducts === 1 ? '1 product' : `${totalProducts} products`}
        </p>
      </header>
      <CategoryStory story={story} />
      {category.children.length > 0 ? (
        <nav aria-label={`${category.name} categories`} className="shop-listing__children">
          <ul>
            {category.children.map((child) => (
              <li key={child.uri}>
                <SiteLink href={child.uri}>{child.name}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="shop-listing__toolbar">
        {/* Without JavaScript the same filters sit below the results on small screens. */}
        <button
          type="button"
          className="cairn-button cairn-button--secondary shop-listing__filter-button"
          aria-haspopup="dialog"
          onClick={() => setFiltersOpen(true)}
        >
          Filter
        </button>
        <SortSelect state={state} />
      </div>
      <ActiveFilters facets={listing.facets} state={state} />
      <div className="shop-listing__body">
        <aside id="filters" className="shop-listing__filters" aria-label="Filters">
          <h2 className="shop-listing__filters-title">Filter</h2>
          <Facets facets={listing.facets} state={state} />
        </aside>
        <div className="shop-listing__results">
          {listing.products.length > 0 ? (
            <ProductGrid products={listing.products} label={`${category.name} products`} />
          ) : (
            <p className="shop-listing__empty">
              No products match these filters. Try removing one, or browse the categories above.
            </p>
          )}
          {totalPages > 1 ? (
            <Pagination
              current={current}
              totalPages={totalPages}
              hrefForPage={hrefForPage}
              linkComponent={SiteLink}
              label={`${category.name} pages`}
            />
          ) : null}
        </div>
      </div>
      <SidePanel
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        title="Filter"
        description={`${totalProducts} products`}
        position="left"
        width="medium"
      >
        <Facets facets={listing.facets} state={state} />
      </SidePanel>
    </div>
  );
}

/** The editors' part of a listing: an optional hero and introduction from the category story. */
function CategoryStory({ story }: { story: Story | null }) {
  if (!story) return null;
  const { hero, intro } = story.content as { hero?: Story['content']; intro?: unknown };
  return (
    <>
      {hero ? (
        <StoryRenderer
          story={{ ...story, content: { ...story.content, body: [hero] } }}
          linkComponent={SiteLink}
        />
      ) : null}
      {intro ? <RichText doc={intro} className="shop-listing__intro" /> : null}
    </>
  );
}
