import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What shoppers did with products, by the recommendation keys their browser holds: `view` (a
 * product page), `click` and `add-to-cart` (on a recommended product, named by its ticket).
 * Recently viewed reads the views; clicks and adds measure the recommendations.
 */
export const recommendationEvents = pgTable(
  'recommendation_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['view', 'click', 'add-to-cart'] }).notNull(),
    sessionKey: text('session_key').notNull(),
    customerKey: text('customer_key').notNull(),
    /** The product (colourway) sku: Elevate's product key. */
    productKey: text('product_key').notNull(),
    /** The recommendation list a click or add came from (from its ticket). */
    list: text('list'),
    ticket: text('ticket'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recommendation_events_customer_idx').on(table.customerKey, table.kind, table.id),
    index('recommendation_events_session_idx').on(table.sessionKey, table.kind, table.id),
    // The hourly purge deletes by age; without it each run reads the whole table.
    index('recommendation_events_created_idx').on(table.createdAt),
  ],
);

/**
 * Purchases reported after an order (`/api/elevate/order`, Elevate's payment notification), by
 * the keys the order was shopped with. Bestsellers and co-purchases read the commerce order
 * lines instead, which hold every order once; these rows tie purchases to the shopper's clicks.
 */
export const recommendationPurchases = pgTable(
  'recommendation_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionKey: text('session_key').notNull(),
    customerKey: text('customer_key').notNull(),
    productKey: text('product_key').notNull(),
    variantKey: text('variant_key').notNull(),
    quantity: integer('quantity').notNull(),
    /** Pence, from the reported selling price in pounds. */
    sellingPriceMinor: integer('selling_price_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recommendation_purchases_customer_idx').on(table.customerKey, table.id),
    index('recommendation_purchases_created_idx').on(table.createdAt),
  ],
);
