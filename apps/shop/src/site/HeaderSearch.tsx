import { useId } from 'react';

/**
 * The header's search box: a GET form to /search, so it works before (and without)
 * JavaScript.
 */
export function HeaderSearch() {
  const id = useId();
  return (
    <form method="get" action="/search" className="shop-header-search" aria-label="Site search">
      <label htmlFor={id} className="cairn-visually-hidden">
        Search products
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder="Search jackets, boots, tents…"
        autoComplete="off"
        enterKeyHint="search"
        required
      />
      <button type="submit" className="shop-header-search__button">
        Search
      </button>
    </form>
  );
}
