import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Order-tracking guesses not known to have matched an order, per client address, for rate
 * limiting (as `login_attempts` does for passwords). In the database so replicas agree.
 */
export const trackingAttempts = pgTable(
  'tracking_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracking_attempts_address_idx').on(table.address, table.createdAt)],
);
