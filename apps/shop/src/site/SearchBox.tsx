import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

type PredictiveSearch = ComponentType<{ initialInput?: string }>;

const loadPredictiveSearch = () =>
  import('./HeaderSearch.tsx').then((module): PredictiveSearch => module.HeaderSearch);

/**
 * The header's search box as the page first loads it: the same form and combobox markup the
 * predictive search renders, without its code (downshift and the suggestion query, issue 16).
 * Pointing at it or focusing it fetches the predictive search, which then takes its place with
 * what was typed so far and the focus. Without JavaScript it is the plain GET form to /search.
 */
export function SearchBox() {
  const [Predictive, setPredictive] = useState<PredictiveSearch | null>(null);
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const handOver = useRef<{ value: string; focused: boolean } | null>(null);
  const id = useId();
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    loadPredictiveSearch()
      .then((component) => {
        const box = input.current;
        handOver.current = {
          value: box?.value ?? '',
          focused: box !== null && document.activeElement === box,
        };
        // Read, swapped and focused in this one task (flushSync, then a layout effect): a key
        // pressed meanwhile would otherwise land in the old box after its text was read, or on
        // no box at all, and the shopper's word would arrive clipped.
        flushSync(() => setPredictive(() => component));
      })
      .catch((error: unknown) => {
        loading.current = false;
        console.warn('Search suggestions are off:', error);
      });
  };
  // Once swapped, the new box gets the focus the old one had (the shopper may be typing).
  const form = useRef<HTMLFormElement | null>(null);
  const parent = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!Predictive || !handOver.current?.focused) return;
    const box = parent.current?.querySelector<HTMLInputElement>('.shop-header-search input');
    box?.focus();
    box?.setSelectionRange(box.value.length, box.value.length);
  }, [Predictive]);
  if (Predictive) return <Predictive initialInput={handOver.current?.value} />;
  return (
    <form
      ref={(element) => {
        form.current = element;
        if (element) parent.current = element.parentElement;
      }}
      method="get"
      action="/search"
      className="shop-header-search"
      aria-label="Site search"
      onPointerEnter={load}
      onFocus={load}
      // A box focused before the page was live got no focus event: the first key loads it.
      onInput={load}
      onSubmit={(event) => {
        const q = input.current?.value.trim() ?? '';
        event.preventDefault();
        if (q) void navigate({ to: '/search', search: { q } });
      }}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="cairn-visually-hidden">
        Search products
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={`${id}-menu`}
        aria-labelledby={`${id}-label`}
        type="search"
        name="q"
        placeholder="Search jackets, boots, tents…"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="shop-header-search__button">
        Search
      </button>
      <ul
        id={`${id}-menu`}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox downshift renders (getMenuProps): the markup stays the same when it takes over
        role="listbox"
        aria-labelledby={`${id}-label`}
        className="shop-header-search__menu"
        data-open="false"
      />
    </form>
  );
}
