import * as z from 'zod/mini';

/** A service a store takes appointments for. */
export const appointmentServiceSchema = z.object({
  name: z.string(),
  durationMinutes: z.number(),
});

/** A store that takes appointments, with its bookable services. */
export const appointmentStoreSchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  services: z.array(appointmentServiceSchema),
});

/** A free slot: ISO instants, and the UK wall-clock start (`10:30`). */
export const appointmentSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  time: z.string(),
});

/** The free slots of one UK day (`2026-11-24`). */
export const appointmentSlotDaySchema = z.object({
  date: z.string(),
  slots: z.array(appointmentSlotSchema),
});

export const appointmentSlotsSchema = z.object({
  store: z.string(),
  service: appointmentServiceSchema,
  timeZone: z.string(),
  days: z.array(appointmentSlotDaySchema),
});

export const appointmentSchema = z.object({
  id: z.string(),
  store: appointmentStoreSchema,
  service: appointmentServiceSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The time in words, UK time: `Tuesday 24 November 2026, 10:30`. */
  when: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  notes: z.nullable(z.string()),
});

export const orderTrackingSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  status: z.string(),
  carrier: z.nullable(z.string()),
  /** UK date (`2026-11-26`), or null. */
  estimatedDelivery: z.nullable(z.string()),
});
