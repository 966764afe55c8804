import { type ListingSort, listingSorts } from '@cairn/commerce-client';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { sortLabels, stayInPlace, withSort } from './listing-changes.ts';
import type { ListingSearch } from './listing-search.ts';

/**
 * The sort order: a GET form that works without JavaScript (the button submits it), and
 * navigates as soon as a choice is made when JavaScript runs.
 */
export function SortSelect({
  state,
  hidden = {},
  anchor,
}: {
  state: ListingSearch;
  /** Other params the form keeps, such as the search query. */
  hidden?: Record<string, string> | undefined;
  /** The listing's element id, where the form lands without JavaScript. */
  anchor?: string | undefined;
}) {
  const navigate = useNavigate();
  const id = useId();
  return (
    // A GET form replaces the query of its action and keeps the fragment.
    <form method="get" className="shop-sort" {...(anchor ? { action: `#${anchor}` } : {})}>
      {Object.entries({ ...hidden, ...state.filters }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        defaultValue={state.sort ?? 'recommended'}
        onChange={(event) =>
          navigate({
            to: '.',
            search: { ...hidden, ...withSort(state, event.currentTarget.value as ListingSort) },
            ...stayInPlace(anchor),
          })
        }
      >
        {listingSorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="cairn-button cairn-button--secondary cairn-button--small">
          Sort
        </button>
      </noscript>
    </form>
  );
}
