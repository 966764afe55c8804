import { Anchor, type LinkComponent } from '../link/link.tsx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import { pageItems } from './page-items.ts';

export type PaginationProps = {
  /** The page shown, from 1. */
  current: number;
  totalPages: number;
  /** The address of a page: real links, so crawlers find every page. */
  hrefForPage: (page: number) => string;
  /** A router link; it must pass `aria-current` and `rel` on to its `<a>`. */
  linkComponent?: LinkComponent;
  /** The navigation landmark's name. Default "Pagination". */
  label?: string;
  className?: string;
};

// The spaces between the hidden words and the visible ones sit outside the hidden spans, so
// every accessible-name algorithm keeps them; the links are flex boxes, which drop them visually.

/**
 * Links to the pages of a listing: previous and next (left out on the first and last page),
 * the first and the last page, and the pages around the current one, with ellipses for gaps.
 * Renders nothing when there is a single page.
 */
export function Pagination({
  current,
  totalPages,
  hrefForPage,
  linkComponent: Link = Anchor,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const items = pageItems(current, totalPages);
  if (items.length < 2) return null;
  const last = items[items.length - 1] as number;
  const page = Math.min(Math.max(1, Math.trunc(current)), last);
  return (
    <nav aria-label={label} className={['cairn-pagination', className].filter(Boolean).join(' ')}>
      <ul className="cairn-pagination__list">
        {page > 1 && (
          <li className="cairn-pagination__item cairn-pagination__item--previous">
            <Link href={hrefForPage(page - 1)} rel="prev" className="cairn-pagination__link">
              <Chevron direction="previous" />
              <span className="cairn-pagination__direction">Previous</span>{' '}
              <VisuallyHidden>page</VisuallyHidden>
            </Link>
          </li>
        )}
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li
              // Two ellipses at most, told apart by their place.
              key={index < items.length / 2 ? 'ellipsis-start' : 'ellipsis-end'}
              className="cairn-pagination__item cairn-pagination__ellipsis"
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item} className="cairn-pagination__item">
              <Link
                href={hrefForPage(item)}
                className="cairn-pagination__link"
                aria-current={item === page ? 'page' : undefined}
              >
                <VisuallyHidden>Page</VisuallyHidden> {item}
              </Link>
            </li>
          ),
        )}
        {page < last && (
          <li className="cairn-pagination__item cairn-pagination__item--next">
            <Link href={hrefForPage(page + 1)} rel="next" className="cairn-pagination__link">
              <span className="cairn-pagination__direction">Next</span>{' '}
              <VisuallyHidden>page</VisuallyHidden>
              <Chevron direction="next" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
      />
    </svg>
  );
}
