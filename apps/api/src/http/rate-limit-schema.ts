import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of `rate-limiter-flexible`'s drizzle store (`RateLimiterDrizzle`), one row per
 * limited key (hashed, so no email or address is stored here). In the database so every
 * replica counts the same attempts; expired rows are purged by the maintenance job.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
