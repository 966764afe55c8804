/**
 * The parts of the Voyado Elevate 4 Storefront API v3 this shop uses, as both the real service
 * and the embedded engine speak them: queries (`/api/storefront/v3/queries/landing-page`,
 * `product-page`, `cart-page`) with the visitor in the query string (market, locale,
 * touchpoint, customerKey, sessionKey) and the wanted recommendation lists in a POST body;
 * notifications (`/api/storefront/v3/notifications/click`, `add-to-cart`, `payment`).
 */

export type ElevateTouchpoint = 'DESKTOP' | 'MOBILE';

/** The algorithms the embedded engine answers; a real cluster names its own lists the same. */
export const elevateAlgorithms = [
  'TOP_PRODUCTS',
  'NEWEST_PRODUCTS',
  'RECENTLY_VIEWED',
  'PERSONAL',
  'CART',
  'ALTERNATIVES',
  'SIMILAR_COLOURS',
] as const;
export type ElevateAlgorithm = (typeof elevateAlgorithms)[number];

/** One wanted recommendation list of a query's body. */
export type ElevateListRequest = { id: string; algorithm: ElevateAlgorithm; limit?: number };

export type ElevateQueryBody = { recommendationLists: ElevateListRequest[] };

export type ElevateVariant = {
  key: string;
  label: string;
  inStock: boolean;
  stockNumber: number;
  sellingPrice: number;
  listPrice: number;
  ticket: string;
};

export type ElevateProduct = {
  key: string;
  /** Send with click and add-to-cart notifications. */
  ticket: string;
  title: string;
  brand: string;
  link: string;
  sellingPrice: { min: number; max: number };
  listPrice: { min: number; max: number };
  imageInfo: { thumbnail: string; images: { sources: { url: string }[] }[] };
  swatch: { colors: string[] };
  variants: ElevateVariant[];
};

/** Colourways of one style; the first product is the one recommended. */
export type ElevateProductGroup = { key: string; products: ElevateProduct[] };

export type ElevateRecommendationList = {
  id: string;
  algorithm: string;
  productGroups: ElevateProductGroup[];
};

export type ElevateLandingPageResponse = { recommendationLists: ElevateRecommendationList[] };
export type ElevateProductPageResponse = {
  productGroup: ElevateProductGroup | null;
  recommendationLists: ElevateRecommendationList[];
};
export type ElevateCartPageResponse = {
  cart: { productGroups: ElevateProductGroup[] };
  recommendationLists: ElevateRecommendationList[];
};

/** A line of the payment notification; prices in the market's currency units (pounds). */
export type ElevatePaymentLine = {
  productKey?: string;
  variantKey: string;
  quantity: number;
  sellingPrice: number;
};

/** Who is asking: the random keys the browser stores (requirements R-DATA-18). */
export type ElevateVisitor = { customerKey: string; sessionKey: string };
