/** A service a store takes appointments for. */
export type AppointmentService = { name: string; durationMinutes: number };

/** A store that takes appointments, with its bookable services. */
export type AppointmentStore = {
  slug: string;
  name: string;
  city: string;
  address: string;
  postcode: string;
  phone: string;
  openingHours: string;
  services: AppointmentService[];
};

/** A free slot: ISO instants, and the UK wall-clock start (`10:30`). */
export type AppointmentSlot = { startsAt: string; endsAt: string; time: string };

/** The free slots of one UK day (`2026-11-24`). */
export type AppointmentSlotDay = { date: string; slots: AppointmentSlot[] };

export type AppointmentSlots = {
  store: string;
  service: AppointmentService;
  timeZone: string;
  days: AppointmentSlotDay[];
};

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

export type Appointment = {
  id: string;
  store: AppointmentStore;
  service: AppointmentService;
  startsAt: string;
  endsAt: string;
  /** The time in words, UK time: `Tuesday 24 November 2026, 10:30`. */
  when: string;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
};

export type OrderTrackingQuery = { orderNumber: string; email: string };

export type OrderTracking = {
  orderNumber: string;
  placedAt: string;
  status: string;
  carrier: string | null;
  /** UK date (`2026-11-26`), or null. */
  estimatedDelivery: string | null;
};
