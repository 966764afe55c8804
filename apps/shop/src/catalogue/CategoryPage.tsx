import type { Category, Listing, Story } from '@cairn/commerce-client';
import { RichText, StoryRenderer } from '@cairn/content-blocks';
import { Breadcrumbs } from '@cairn/ui';
import { SiteLink } from '../site/SiteLink.tsx';
import { contentImageLoader } from './images.ts';
import type { ListingSearch } from './listing-search.ts';
import { ProductCount, ProductListing } from './ProductListing.tsx';

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
          imageLoader={contentImageLoader}
        />
      ) : null}
      {intro ? <RichText doc={intro} className="shop-listing__intro" /> : null}
    </>
  );
}
