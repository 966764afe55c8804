import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** The physical shops, at /stores/{slug} and /appointments/{slug}, in `position` order. */
export const stores = pgTable('stores', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
  phone: text('phone').notNull(),
  /** As a person reads it: 'Mon-Sat 9:00-18:00, Sun 11:00-17:00' (see opening-hours.ts). */
  openingHours: text('opening_hours').notNull(),
  /** The store's services in its own order, bookable or not ('Click & collect'). */
  services: jsonb('services').$type<string[]>().notNull(),
  position: integer('position').notNull(),
});

/** A store as the appointment routes read it. */
export type Store = Omit<typeof stores.$inferSelect, 'position'>;

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
