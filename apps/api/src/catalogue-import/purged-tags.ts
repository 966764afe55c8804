import { cacheTag } from '@cairn/server-kit';

/**
 * Past this many product tags an import purges `catalogue` alone: every catalogue answer
 * carries it, and a purge message of tens of thousands of tags costs every replica more than
 * reloading the catalogue does.
 */
export const productTagLimit = 2_000;

export type TouchedRows = {
  brands: readonly string[];
  categories: readonly string[];
  /** Products added, changed (facts, placements, sizes, price or stock) or retired. */
  products: readonly number[];
};

/**
 * The cache tags an import touched, exactly: each changed product, category and brand, and
 * `catalogue` whenever anything changed at all (a new, retired, re-priced or restocked product
 * moves listings and their facet counts; a renamed brand or category shows in every facet).
 * Nothing changed, nothing to purge.
 */
export function tagsTouched({ brands, categories, products }: TouchedRows): string[] {
  if (brands.length + categories.length + products.length === 0) return [];
  return [
    cacheTag.catalogue,
    ...brands.map(cacheTag.brand),
    ...categories.map(cacheTag.category),
    ...(products.length > productTagLimit ? [] : products.map(cacheTag.product)),
  ];
}
