import { suggestQueryOptions } from '@cairn/commerce-client/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCombobox } from 'downshift';
import { useEffect, useState } from 'react';
import { productImageUrl } from '../catalogue/images.ts';
import { useSiteNavigate } from './site-navigation.ts';
import { suggestionStyles } from './suggestion-styles.ts';

type Option = {
  key: string;
  label: string;
  detail: string;
  href: string;
  image?: string;
  /** A style's colourways, drawn as swatches (the names are in `detail`). */
  swatches?: string[];
};

/**
 * The header's search box with predictive suggestions (categories, brands and products) as
 * an ARIA combobox (downshift). Without JavaScript, or on Enter without a highlighted
 * suggestion, it is a plain GET form to /search. Loaded once the shopper reaches for the box
 * (`SearchBox`), which hands over what was typed before it arrived (`initialInput`).
 */
export function HeaderSearch({ initialInput = '' }: { initialInput?: string }) {
  const { catalogue } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const navigateTo = useSiteNavigate();
  const [input, setInput] = useState(initialInput);
  const query = useDebouncedValue(input.trim(), 150);
  const { data } = useQuery({
    ...suggestQueryOptions(catalogue, query),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
  const options: Option[] =
    query.length >= 2 && data
      ? [
          ...data.phrases.map((phrase) => ({
            key: `${phrase.kind}:${phrase.uri}`,
            label: phrase.label,
            detail: phrase.kind === 'brand' ? 'Brand' : 'Category',
            href: phrase.uri,
          })),
          ...suggestionStyles(data.products).map(({ product, colours }) => ({
            key: product.sku,
            label: `${product.brandName} ${product.name}`,
            detail: colours.map((colour) => colour.name).join(', '),
            href: product.uri,
            image: productImageUrl(product.thumbnail.image.filename, 160),
            swatches: colours.map((colour) => colour.hex),
          })),
        ]
      : [];
  const combobox = useCombobox<Option>({
    items: options,
    inputValue: input,
    initialIsOpen: initialInput.length > 0,
    itemToString: (option) => option?.label ?? '',
    onInputValueChange: ({ inputValue }) => setInput(inputValue ?? ''),
    onSelectedItemChange: ({ selectedItem }) => {
      // Suggestions come from the API: followed only when they stay on this site.
      if (selectedItem) navigateTo(selectedItem.href).catch((error) => console.warn(error));
    },
  });
  return (
    <form
      method="get"
      action="/search"
      className="shop-header-search"
      aria-label="Site search"
      onSubmit={(event) => {
        if (combobox.highlightedIndex >= 0) return event.preventDefault();
        if (!input.trim()) return event.preventDefault();
        event.preventDefault();
        combobox.closeMenu();
        void navigate({ to: '/search', search: { q: input.trim() } });
      }}
    >
      {/* biome-ignore lint/a11y/noLabelWithoutControl: downshift's getLabelProps gives htmlFor */}
      <label {...combobox.getLabelProps()} className="cairn-visually-hidden">
        Search products
      </label>
      <input
        {...combobox.getInputProps({
          type: 'search',
          name: 'q',
          placeholder: 'Search jackets, boots, tents…',
          autoComplete: 'off',
          enterKeyHint: 'search',
          onKeyDown: (event) => {
            // downshift swallows Enter whenever the menu is open; with nothing highlighted the
            // shopper means "search for what I typed", so let the form submit as it would
            // without JavaScript.
            if (event.key === 'Enter' && combobox.highlightedIndex < 0) {
              (
                event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
              ).preventDownshiftDefault = true;
            }
          },
        })}
      />
      <button type="submit" className="shop-header-search__button">
        Search
      </button>
      <ul
        {...combobox.getMenuProps()}
        className="shop-header-search__menu"
        data-open={combobox.isOpen && options.length > 0 ? 'true' : 'false'}
      >
        {combobox.isOpen
          ? options.map((option, index) => (
              <li
                key={option.key}
                {...combobox.getItemProps({ item: option, index })}
                className="shop-header-search__option"
                data-highlighted={combobox.highlightedIndex === index ? 'true' : 'false'}
              >
                {option.image ? <img src={option.image} alt="" width={40} height={50} /> : null}
                <span>
                  {option.label}
                  <span className="shop-header-search__detail">
                    {option.swatches?.map((hex) => (
                      <span
                        key={hex}
                        className="shop-header-search__swatch"
                        style={{ backgroundColor: hex }}
                        aria-hidden="true"
                      />
                    ))}
                    {option.detail}
                  </span>
                </span>
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}

/** The value, once it has stopped changing for `delayMs`. */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
