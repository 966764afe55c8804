import type { Category, Listing, Story } from '@cairn/commerce-client';
import { Breadcrumbs } from '@cairn/ui';
import { deferred } from '../site/deferred.tsx';
import { SiteLink } from '../site/SiteLink.tsx';
import type { ListingSearch } from './listing-search.ts';
import { ProductCount, ProductListing } from './ProductListing.tsx';

// The content blocks' code loads only for a category that has a story (issue 16).
const CategoryStory = deferred('category-story', () =>
  import('./CategoryStory.tsx').then((module) => module.CategoryStory),
);

type CategoryPageProps = {
  category: Category;
  story: Story | null;
  listing: Listing;
  state: ListingSearch;
  path: string;
};

/** A category listing: breadcrumbs, editorial intro, sub-categories, filters, sort and pages. */
export function CategoryPage({ category, story, listing, state, path }: CategoryPageProps) {
  return (
    <div className="shop-listing">
      <Breadcrumbs
        items={category.breadcrumbs.map((crumb) => ({ href: crumb.uri, label: crumb.name }))}
        linkComponent={SiteLink}
      />
      <header className="shop-listing__header">
        <h1>{category.name}</h1>
        <ProductCount total={listing.pagination.total_products} />
      </header>
      {story ? <CategoryStory story={story} /> : null}
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
      <ProductListing
        listing={listing}
        state={state}
        path={path}
        labels={{ products: `${category.name} products`, pages: `${category.name} pages` }}
        empty={
          <p className="shop-listing__empty">
            No products match these filters. Try removing one, or browse the categories above.
          </p>
        }
      />
    </div>
  );
}
