import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Newsletter sign-ups, one row per (lower-case) email (double opt-in): pending with the hash of
 * the mailed link's secret until the link is followed, then subscribed (`confirmed_at`) and
 * forwarded to Voyado Engage if set up. Pending rows are purged when their link expires.
 */
export const newsletterSignups = pgTable('newsletter_signups', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  forwardError: text('forward_error'),
  /** The mailed link's request id and secret hash while pending; null once confirmed. */
  requestId: uuid('request_id').unique(),
  tokenHash: text('token_hash'),
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

export type AccountCreationDetails = {
  firstName?: string;
  lastName?: string;
  countryCode?: string;
  acceptsEmail?: boolean;
};

/** Account-creation hooks, one row per (lower-case) email, latest details kept. */
export const accountCreations = pgTable('account_creations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  details: jsonb('details').$type<AccountCreationDetails>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  forwardError: text('forward_error'),
});
