/** The orders a listing can be sorted in; `recommended` is the default. */
export const listingSorts = [
  'recommended',
  'newest',
  'price-asc',
  'price-desc',
  'top-rated',
  'biggest-discount',
] as const;
export type ListingSort = (typeof listingSorts)[number];
