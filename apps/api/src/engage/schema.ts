import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Newsletter sign-ups, one row per (lower-case) email; forwarded to Voyado Engage if set up. */
export const newsletterSignups = pgTable('newsletter_signups', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  forwardError: text('forward_error'),
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
