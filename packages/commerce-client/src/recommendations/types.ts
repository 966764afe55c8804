import type * as z from 'zod/mini';
import type {
  cartRecommendationsSchema,
  productRecommendationsSchema,
  recommendedProductSchema,
} from '../schemas/recommendations.ts';

/** A recommended product: a catalogue product plus the ticket to send when it is clicked. */
export type RecommendedProduct = z.infer<typeof recommendedProductSchema>;

/** The recommendation keys the browser stores. */
export type RecommendationKeys = { sessionKey: string; customerKey: string };

/** Named product collections (`/api/elevate/product-collection`). */
export type CollectionName = 'bestsellers' | 'newest' | 'recently-viewed' | 'search';

export type CartRecommendations = z.infer<typeof cartRecommendationsSchema>;

export type ProductRecommendations = z.infer<typeof productRecommendationsSchema>;

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
