import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Booked store appointments. `(store_slug, starts_at)` is unique: a slot can be booked once,
 * and the database (not a check before the insert) decides between simultaneous requests.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey(),
    storeSlug: text('store_slug').notNull(),
    service: text('service').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('appointments_store_starts_at').on(table.storeSlug, table.startsAt),
    index('appointments_email_idx').on(table.email),
  ],
);
