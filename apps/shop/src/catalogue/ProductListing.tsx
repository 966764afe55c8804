import type { Listing } from '@cairn/commerce-client';
import { Pagination } from '@cairn/ui';
import { type ReactNode, useState } from 'react';
import { SidePanel } from '../site/lazy-dialogs.tsx';
import { SiteLink } from '../site/SiteLink.tsx';
import { ActiveFilters, Facets } from './Facets.tsx';
import { listingHref, withPage } from './listing-changes.ts';
import type { ListingSearch } from './listing-search.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { SortSelect } from './SortSelect.tsx';

type ProductListingProps = {
  listing: Listing;
  /** The listing state in the URL. */
  state: ListingSearch;
  /** The page's path, which every filter, sort and page link keeps. */
  path: string;
  /** Names the product grid ("Jackets products") and the page links ("Jackets pages"). */
  labels: { products: string; pages: string };
  /** Search params every link keeps, such as the search words. */
  extra?: Record<string, string>;
  /**
   * The id of the element the listing sits in, when it is not at the top of its page: links
   * followed without JavaScript land there, and the page links scroll there.
   */
  anchor?: string;
  /** Shown instead of the grid when nothing matches. */
  empty?: ReactNode;
  /** After the results and their page links. */
  children?: ReactNode;
};

/**
 * The listing shared by category, brand and search pages: the sort, the chosen filters, the
 * facets beside the results (below them on small screens, or in a drawer once JavaScript
 * runs), the product grid and the page links. Every state is a link, server-rendered.
 */
export function ProductListing({
  listing,
  state,
  path,
  labels,
  extra,
  anchor,
  empty,
  children,
}: ProductListingProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { current, total_pages: totalPages, total_products: totalProducts } = listing.pagination;
  const links = { state, ...(extra ? { extra } : {}), ...(anchor ? { anchor } : {}) };
  return (
    <>
      <div id="sort" className="shop-listing__toolbar">
        {/* Without JavaScript the link jumps to the filters, below the results on small screens. */}
        <a
          href="#filters"
          className="cairn-button cairn-button--secondary shop-listing__filter-link"
        >
          Filter
        </a>
        <button
          type="button"
          className="cairn-button cairn-button--secondary shop-listing__filter-button"
          aria-haspopup="dialog"
          onClick={() => setFiltersOpen(true)}
        >
          Filter
        </button>
        <SortSelect {...links} hidden={extra} />
      </div>
      <ActiveFilters facets={listing.facets} path={path} {...links} />
      <div className="shop-listing__body">
        <aside id="filters" className="shop-listing__filters" aria-label="Filters">
          <h2 className="shop-listing__filters-title">Filter</h2>
          <Facets facets={listing.facets} path={path} {...links} />
        </aside>
        <div className="shop-listing__results">
          {listing.products.length > 0 ? (
            <ProductGrid products={listing.products} label={labels.products} />
          ) : (
            (empty ?? (
              <p className="shop-listing__empty">
                No products match these filters. Try removing one.
              </p>
            ))
          )}
          {totalPages > 1 ? (
            <Pagination
              current={current}
              totalPages={totalPages}
              hrefForPage={(page) => listingHref(path, withPage(state, page), { extra, anchor })}
              linkComponent={SiteLink}
              label={labels.pages}
            />
          ) : null}
          {children}
          <ListingFooter total={totalProducts} onFilter={() => setFiltersOpen(true)} />
        </div>
      </div>
      <SidePanel
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        title="Filter"
        description={productCount(totalProducts)}
        position="left"
        width="medium"
      >
        <Facets facets={listing.facets} path={path} {...links} />
      </SidePanel>
    </>
  );
}

/**
 * Filter and sort at the foot of the screen on phones and tablets (requirements R-DATA-22,
 * `showMobilePLPFooter`), once the toolbar has scrolled away. The stylesheet does the showing
 * (a scroll-driven animation on the toolbar's view timeline, so it is the same with JavaScript
 * off), and keeps it sticky at the end of the results: it never covers the last products or the
 * page's footer. Filter opens the drawer and Sort the toolbar's sort control; without JavaScript
 * they are links to the filters and to the sort form.
 */
function ListingFooter({ total, onFilter }: { total: number; onFilter: () => void }) {
  return (
    <section className="shop-listing__footer" aria-label="Filter and sort">
      <p className="shop-listing__footer-count">{productCount(total)}</p>
      <a href="#filters" className="cairn-button cairn-button--secondary shop-listing__filter-link">
        Filter
      </a>
      <button
        type="button"
        className="cairn-button cairn-button--secondary shop-listing__filter-button"
        aria-haspopup="dialog"
        onClick={onFilter}
      >
        Filter
      </button>
      <a href="#sort" className="cairn-button cairn-button--secondary shop-listing__sort-link">
        Sort
      </a>
      <button
        type="button"
        className="cairn-button cairn-button--secondary shop-listing__sort-button"
        onClick={openSort}
      >
        Sort
      </button>
    </section>
  );
}

/** Focuses the toolbar's sort control and opens its list where the browser can. */
function openSort() {
  const select = document.querySelector<HTMLSelectElement>('#sort select');
  select?.focus();
  try {
    select?.showPicker();
  } catch {
    // Not allowed here (an older browser): focused is enough.
  }
}

/** "1 product", "24 products": announced as filters change the listing. */
export function ProductCount({ total }: { total: number }) {
  return (
    <p className="shop-listing__count" aria-live="polite">
      {productCount(total)}
    </p>
  );
}

function productCount(total: number): string {
  return total === 1 ? '1 product' : `${total} products`;
}
