import type * as z from 'zod/mini';
import type {
  brandSchema,
  categorySchema,
  facetSchema,
  listedProductSchema,
  listingSchema,
  productItemSchema,
  productPageSchema,
  productSchema,
  productStorySchema,
  suggestionsSchema,
} from '../schemas/catalogue.ts';
import type { blockSchema } from '../schemas/content.ts';
import type { ListingFilters } from './listing-filters.ts';
import type { ListingSort } from './listing-sorts.ts';

// The answers' types come from their schemas (`../schemas/`), the one description of each.

/** A size of a product with its stock. */
export type ProductItem = z.infer<typeof productItemSchema>;

/** A content block: `_uid`, `component` and the fields the block defines. */
export type ContentBlock = z.infer<typeof blockSchema>;

/**
 * A product's story: editorial blocks for its page (a CMS story's content), whose `body` a shop
 * renders with its content blocks.
 */
export type ProductStory = z.infer<typeof productStorySchema>;

/** A product as the catalogue answers it (Centra-style field names; money in pounds). */
export type Product = z.infer<typeof productSchema>;

/** A product page: the product and its other colourways (same six-digit code). */
export type ProductPage = z.infer<typeof productPageSchema>;

/** The fields of a product that a listing shows (`Listing.products`). */
export type ListedProduct = z.infer<typeof listedProductSchema>;

export type Category = z.infer<typeof categorySchema>;

/** A brand of the catalogue; its shop page is the story at `/brands/{slug}`. */
export type Brand = z.infer<typeof brandSchema>;

export { type ListingFilters, listingFilterName } from './listing-filters.ts';
export { type ListingSort, listingSorts } from './listing-sorts.ts';

export type ListingRequest = {
  page?: number;
  pageSize?: number;
  filters?: ListingFilters;
  sort?: ListingSort;
};

export type Facet = z.infer<typeof facetSchema>;

/** A page of a listing (category, brand or search): its products, pages, sort and facets. */
export type Listing = z.infer<typeof listingSchema>;

/** What predictive search offers for the words typed so far. */
export type Suggestions = z.infer<typeof suggestionsSchema>;
