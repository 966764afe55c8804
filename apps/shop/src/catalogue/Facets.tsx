import type { Facet } from '@cairn/commerce-client';
import { usePlainLinks } from '../site/plain-links.ts';
import { listingHref, toggleFilter } from './listing-changes.ts';
import type { ListingSearch } from './listing-search.ts';

/**
 * Filters as links: each value toggles itself in the URL, so every filtered listing is a
 * crawlable address and the filters work without JavaScript. The links are plain anchors with
 * client navigation on their container (site/plain-links.ts): a listing has a hundred of them.
 */
type FacetsProps = {
  facets: Facet[];
  state: ListingSearch;
  /** The listing page's path: the links change its query only. */
  path: string;
  /** Search params to keep in every link, such as the search query. */
  extra?: Record<string, string> | undefined;
  /**
   * The listing's element id when it sits below other content: links followed without
   * JavaScript land on it; with JavaScript the page stays where it is.
   */
  anchor?: string | undefined;
};

export function Facets({ facets, state, path, extra, anchor }: FacetsProps) {
  const links = usePlainLinks();
  return (
    <div className="shop-facets" {...links}>
      {facets.map((facet) => (
        <section key={facet.name} className="shop-facet" aria-labelledby={`facet-${facet.name}`}>
          <h3 id={`facet-${facet.name}`} className="shop-facet__title">
            {facet.label}
          </h3>
          <ul className="shop-facet__values">
            {facet.values.map((value) => (
              <li key={value.value}>
                <a
                  href={listingHref(path, toggleFilter(state, facet.name, value.value), {
                    extra,
                    anchor,
                  })}
                  className="shop-facet__value"
                  data-selected={value.selected ? 'true' : 'false'}
                  rel="nofollow"
                  // Said in one phrase that starts with the words shown ("Haar 11"), rather
                  // than with hidden words in spans. The count is drawn by the stylesheet from
                  // data-count: a listing has a hundred of these, and the two spans each had
                  // were 200 of the page's elements (issue 16).
                  aria-label={`${value.label} ${value.count} ${value.count === 1 ? 'product' : 'products'}${value.selected ? ' (chosen)' : ''}`}
                  data-count={value.count}
                >
                  {value.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The chosen filters, each a link that removes it, and a link clearing them all. */
export function ActiveFilters({ facets, state, path, extra, anchor }: FacetsProps) {
  const chosen = facets.flatMap((facet) =>
    facet.values.filter((value) => value.selected).map((value) => ({ facet, value })),
  );
  const links = usePlainLinks();
  if (chosen.length === 0) return null;
  return (
    <ul className="shop-active-filters" aria-label="Chosen filters" {...links}>
      {chosen.map(({ facet, value }) => (
        <li key={`${facet.name}:${value.value}`}>
          <a
            href={listingHref(path, toggleFilter(state, facet.name, value.value), {
              extra,
              anchor,
            })}
            className="shop-active-filters__chip"
          >
            {value.label}
            <span className="cairn-visually-hidden"> (remove {facet.label} filter)</span>
            <span aria-hidden="true"> ×</span>
          </a>
        </li>
      ))}
      <li>
        <a
          href={listingHref(
            path,
            { filters: {}, ...(state.sort ? { sort: state.sort } : {}) },
            {
              extra,
              anchor,
            },
          )}
        >
          Clear all
        </a>
      </li>
    </ul>
  );
}
