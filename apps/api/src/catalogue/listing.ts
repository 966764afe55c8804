import { attributeLabel } from '@cairn/commerce-client';
import { type ListingSort, listingSorts } from '@cairn/commerce-client/contract';

export { type ListingSort, listingSorts };

/** Filters by name, each name's values without repeats: any of them (catalogue-routes.ts). */
export type FiltersByName = ReadonlyMap<string, readonly string[]>;

export type ListingQuery = {
  /** Products listed in this category, or anywhere when absent. */
  categoryUri?: string | undefined;
  /**
   * Products of this brand only. The listing then offers no brand facet: the brand is the
   * page's, not a shopper's choice, and a facet of one value chooses nothing.
   */
  brandSlug?: string | undefined;
  /** Normalised search words; every word must match a product (typos tolerated). */
  searchTerms?: string[] | undefined;
  filters: FiltersByName;
  sort: ListingSort;
  page: number;
  pageSize: number;
};

export type FacetValue = { value: string; label: string; count: number; selected: boolean };
export type Facet = { name: string; label: string; values: FacetValue[] };

export type Listing = { productIds: number[]; total: number; facets: Facet[] };

/** Price ranges in whole pounds; the last is open-ended. */
export const priceRanges: { value: string; label: string; min: number; max: number | null }[] = [
  { value: '0-25', label: 'Under £25', min: 0, max: 25 },
  { value: '25-50', label: '£25 to £50', min: 25, max: 50 },
  { value: '50-100', label: '£50 to £100', min: 50, max: 100 },
  { value: '100-200', label: '£100 to £200', min: 100, max: 200 },
  { value: '200-400', label: '£200 to £400', min: 200, max: 400 },
  { value: '400-', label: '£400 and over', min: 400, max: null },
];

/** The facets every listing has; any other filter name is a product attribute. */
export const fixedFacets = [
  'brand',
  'gender',
  'colour',
  'size',
  'price',
  'sale',
  'availability',
] as const;

/** What a shopper reads for each gender value. */
export const genderLabels: Record<string, string> = {
  none: 'Not gendered',
  male: 'Men',
  female: 'Women',
  unisex: 'Unisex',
  boys: 'Boys',
  girls: 'Girls',
  'kids unisex': 'Kids',
};

/**
 * Attribute facets from their counts (name to value to count): names and values in order, each
 * value selected when a filter names it. The index and the SQL reference count; this shapes.
 */
export function attributeFacetsOf(
  counts: Map<string, Map<string, number>>,
  filtersByName: FiltersByName,
): Facet[] {
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, values]) => ({
      name,
      label: attributeLabel(name),
      values: [...values]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([value, count]) => ({
          value,
          label: value,
          count,
          selected: filtersByName.get(name)?.includes(value) ?? false,
        })),
    }));
}
