/**
 * A listing's filters, grouped by name: each name with the values a product may have, any of
 * them (`{ brand: ['northwall', 'fellcraft'], size: ['M'] }`). Names are the fixed facets
 * (`brand`, `gender`, `colour`, `size`, `price`, `sale`, `availability`) and the products'
 * attribute keys (`waterproofing`, `walkMode`).
 */
export type ListingFilters = Record<string, string[]>;

/**
 * The rule for a filter's name, as the catalogue names its facets and attribute keys: a
 * lower-case letter, then up to 30 letters and hyphens. The API refuses any other name; a shop
 * reading filters from an address leaves the rest out.
 */
export const listingFilterName = /^[a-z][a-zA-Z-]{0,30}$/;
