import * as z from 'zod/mini';
import { productSchema } from './catalogue.ts';

/** A recommended product: a catalogue product plus the ticket to send when it is clicked. */
export const recommendedProductSchema = z.extend(productSchema, { ticket: z.string() });

export const cartRecommendationsSchema = z.object({
  /** Bought together with the cart's products, then more of their categories. */
  cart: z.array(recommendedProductSchema),
  /** Bag bestsellers (6 unless asked otherwise), the cart's products left out. */
  bestsellers: z.array(recommendedProductSchema),
});

export const productRecommendationsSchema = z.object({
  /** "You may also like": same category and gender, close price. */
  similar: z.array(recommendedProductSchema),
  /** Colours less than 120 apart (Euclidean RGB). */
  similarColours: z.array(recommendedProductSchema),
  recentlyViewed: z.array(recommendedProductSchema),
});
