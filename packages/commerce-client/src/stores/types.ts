import type * as z from 'zod/mini';
import type {
  appointmentSchema,
  appointmentServiceSchema,
  appointmentSlotDaySchema,
  appointmentSlotSchema,
  appointmentSlotsSchema,
  appointmentStoreSchema,
  orderTrackingSchema,
} from '../schemas/stores.ts';

/** A service a store takes appointments for. */
export type AppointmentService = z.infer<typeof appointmentServiceSchema>;

/** A store that takes appointments, with its bookable services. */
export type AppointmentStore = z.infer<typeof appointmentStoreSchema>;

/** A free slot: ISO instants, and the UK wall-clock start (`10:30`). */
export type AppointmentSlot = z.infer<typeof appointmentSlotSchema>;

/** The free slots of one UK day (`2026-11-24`). */
export type AppointmentSlotDay = z.infer<typeof appointmentSlotDaySchema>;

export type AppointmentSlots = z.infer<typeof appointmentSlotsSchema>;

export type SlotsRequest = { store: string; service: string; from?: string };

export type BookingRequest = {
  store: string;
  service: string;
  startsAt: string;
  name: string;
  email: string;
  phone?: string;
  notes?: string;
};

export type Appointment = z.infer<typeof appointmentSchema>;

export type OrderTrackingQuery = { orderNumber: string; email: string };

export type OrderTracking = z.infer<typeof orderTrackingSchema>;
