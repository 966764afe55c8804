import * as z from 'zod/mini';
import { brandSchema, listingSchema, productSchema, suggestionsSchema } from './catalogue.ts';
import {
  cartSchema,
  customerSchema,
  orderSchema,
  ordersPageSchema,
  paymentActionSchema,
  wishlistSchema,
} from './commerce.ts';
import { storySchema } from './content.ts';
import {
  demoOutboxMailSchema,
  globalsSchema,
  resolvedPageSchema,
  setupSchema,
  shopContentsSchema,
  sitemapFileEntriesSchema,
  sitemapIndexSchema,
} from './own-server.ts';
import {
  cartRecommendationsSchema,
  productRecommendationsSchema,
  recommendedProductSchema,
} from './recommendations.ts';
import {
  appointmentSchema,
  appointmentSlotsSchema,
  appointmentStoreSchema,
  orderTrackingSchema,
} from './stores.ts';

const received = z.object({ received: z.literal(true) });
const sentMessage = z.object({ sent: z.literal(true), message: z.string() });
const loggedIn = z.object({
  loggedIn: z.literal(true),
  customer: customerSchema,
  device: z.optional(z.string()),
});

/**
 * Every answer body the clients read, by name: what each call's answer must look like. The
 * clients parse what they receive against these outside production (`requestJson`), and the
 * API's tests parse the API's own answers against them.
 */
export const answerSchemas = {
  // The shop's own server.
  setup: setupSchema,
  globals: z.object({ globals: globalsSchema }),
  story: z.object({ story: storySchema }),
  stories: z.object({ stories: z.array(storySchema) }),
  /** The resolver's answer; a 404 without a page (no 404 story) has no `data`. */
  resolvedPage: z.object({ data: z.optional(resolvedPageSchema) }),
  sitemapIndex: sitemapIndexSchema,
  sitemapFile: sitemapFileEntriesSchema,
  newsletterPending: z.object({ pending: z.literal(true), message: z.string() }),
  newsletterConfirmed: z.object({ subscribed: z.literal(true) }),
  received,
  shopContents: shopContentsSchema,
  /** The demo's outbox (a demo only): its newest mails, and one mail. */
  demoOutbox: z.object({ mails: z.array(demoOutboxMailSchema) }),
  demoOutboxMail: z.object({ mail: demoOutboxMailSchema }),
  // The catalogue.
  products: z.object({ products: z.array(productSchema) }),
  categoryListing: listingSchema,
  brandListing: z.extend(listingSchema, { brand: brandSchema }),
  searchListing: z.extend(listingSchema, { query: z.string() }),
  suggestions: suggestionsSchema,
  // The commerce backend.
  cart: cartSchema,
  paymentAction: paymentActionSchema,
  order: z.object({ order: orderSchema }),
  orders: ordersPageSchema,
  customer: z.object({ customer: customerSchema }),
  wishlist: z.object({ wishlist: wishlistSchema }),
  sentMessage,
  loggedIn,
  passwordReset: z.object({ reset: z.literal(true), device: z.optional(z.string()) }),
  /** Calls whose answer the client does not read (logout, a wishlist change): any body. */
  unread: z.unknown(),
  // Recommendations.
  cartRecommendations: cartRecommendationsSchema,
  productRecommendations: productRecommendationsSchema,
  recommendedProducts: z.object({ products: z.array(recommendedProductSchema) }),
  // Stores and order tracking.
  appointmentStores: z.object({ stores: z.array(appointmentStoreSchema) }),
  appointmentSlots: appointmentSlotsSchema,
  appointment: z.object({ appointment: appointmentSchema }),
  orderTracking: orderTrackingSchema,
};

/** The name of an answer in `answerSchemas`. */
export type AnswerName = keyof typeof answerSchemas;
/** The body of the answer named `Name`, as its schema describes it. */
export type Answer<Name extends AnswerName> = z.infer<(typeof answerSchemas)[Name]>;
