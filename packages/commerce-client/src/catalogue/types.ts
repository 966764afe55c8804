/** A size of a product with its stock. */
export type ProductItem = { sku: string; size: string; stock: number; available: boolean };

/** A content block: `_uid`, `component` and the fields the block defines. */
export type ContentBlock = { _uid: string; component: string; [field: string]: unknown };

/**
 * A product's story: editorial blocks for its page (a CMS story's content), whose `body` a shop
 * renders with its content blocks.
 */
export type ProductStory = ContentBlock & { body: ContentBlock[] };

/** A product as the catalogue answers it (Centra-style field names; money in pounds). */
export type Product = {
  id: number;
  sku: string;
  uri: string;
  slug: string;
  code: string;
  suffix: string;
  name: string;
  brandName: string;
  brandSlug: string;
  gender: string;
  currency: 'GBP';
  priceAsNumber: number;
  priceBeforeDiscountAsNumber: number;
  discountPercent: number;
  excerpt: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  thumbnail: { image: { filename: string; alt: string } };
  images: { filename: string; model_image: boolean; studio_image: boolean }[];
  colour: { name: string; hex: string };
  categoryName: string[];
  categoryUris: string[];
  bundleInfo: {
    type: 'fixed' | 'flexible';
    items: { sku: string; quantity: number; choices?: string[] }[];
  } | null;
  /** Editorial blocks for the product page; null for most products. */
  story: ProductStory | null;
  items: ProductItem[];
  available: boolean;
  rating: { average: number; count: number };
  attributes: Record<string, string>;
  createdAt: string;
};

/** A product page: the product and its other colourways (same six-digit code). */
export type ProductPage = Product & {
  otherColours: {
    uri: string;
    sku: string;
    suffix: string;
    colour: { name: string; hex: string };
  }[];
};

export type Category = {
  uri: string;
  name: string;
  metaTitle: string;
  metaDescription: string;
  kind: string;
  parentUri: string | null;
  breadcrumbs: { uri: string; name: string }[];
  children: { uri: string; name: string }[];
};

/** A brand of the catalogue; its shop page is the story at `/brands/{slug}`. */
export type Brand = { slug: string; name: string; description: string };

export type ListingFilter = { name: string; value: string };

export const listingSorts = [
  'recommended',
  'newest',
  'price-asc',
  'price-desc',
  'top-rated',
  'biggest-discount',
] as const;
export type ListingSort = (typeof listingSorts)[number];

export type ListingRequest = {
  page?: number;
  pageSize?: number;
  filters?: ListingFilter[];
  sort?: ListingSort;
};

export type Facet = {
  name: string;
  label: string;
  values: { value: string; label: string; count: number; selected: boolean }[];
};

/** A page of a listing (category, brand or search) with its facets. */
export type Listing = {
  products: Product[];
  total_pages: number;
  total_products: number;
  pagination: { current: number; total_pages: number; total_products: number };
  sort: ListingSort;
  facets: Facet[];
};

/** What predictive search offers for the words typed so far. */
export type Suggestions = {
  phrases: { label: string; kind: 'category' | 'brand'; uri: string }[];
  products: Product[];
};
