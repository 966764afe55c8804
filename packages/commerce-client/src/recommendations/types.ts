import type { Product } from '../catalogue/types.ts';

/** A recommended product: a catalogue product plus the ticket to send when it is clicked. */
export type RecommendedProduct = Product & { ticket: string };

/** The recommendation keys the browser stores. */
export type RecommendationKeys = { sessionKey: string; customerKey: string };

/** Named product collections (`/api/elevate/product-collection`). */
export type CollectionName = 'bestsellers' | 'newest' | 'recently-viewed' | 'search';

export type CartRecommendations = {
  /** Bought together with the cart's products, then more of their categories. */
  cart: RecommendedProduct[];
  /** Bag bestsellers (6 unless asked otherwise), the cart's products left out. */
  bestsellers: RecommendedProduct[];
};

export type ProductRecommendations = {
  /** "You may also like": same category and gender, close price. */
  similar: RecommendedProduct[];
  /** Colours less than 120 apart (Euclidean RGB). */
  similarColours: RecommendedProduct[];
  recentlyViewed: RecommendedProduct[];
};

export type RecommendationEvent = 'view' | 'click' | 'add-to-cart';

/** A line of a paid order, as reported to the recommendations (prices in pounds). */
export type OrderReportLine = { quantity: number; variantKey: string; sellingPrice: number };

/** How many products each recommendation row asks for. */
export const recommendationLimits = {
  bagBestsellers: 6,
  search: 4,
  recentlyViewed: 8,
  default: 8,
} as const;
