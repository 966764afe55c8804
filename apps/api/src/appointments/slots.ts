import { addDays, type LocalDate, londonInstant, londonWallClock, weekday } from './london-time.ts';
import { parseOpeningHours } from './opening-hours.ts';
import type { Store } from './schema.ts';
import type { Service } from './services.ts';

/** How many days ahead appointments can be booked, today included. */
export const bookingDays = 14;

export type Slot = { startsAt: string; endsAt: string; time: string };
export type SlotDay = { date: LocalDate; slots: Slot[] };

export type SlotOptions = {
  store: Store;
  service: Service;
  now: Date;
  /** The first day to show (UK date); earlier than today means today. */
  from?: LocalDate;
  /** Start instants (ms) already booked at the store. */
  booked: ReadonlySet<number>;
};

/** The booking window: today (UK time) and the 13 days after it. */
export function bookingWindow(now: Date): { first: LocalDate; last: LocalDate } {
  const first = londonWallClock(now).date;
  return { first, last: addDays(first, bookingDays - 1) };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Free slots, grouped by UK day: from the store's opening hours, back to back in the
 * service's length from opening until the last that ends by closing, over the booking window,
 * without past ones and ones already booked. Days without a free slot are left out.
 */
export function freeSlots({ store, service, now, from, booked }: SlotOptions): SlotDay[] {
  const week = parseOpeningHours(store.openingHours);
  const window = bookingWindow(now);
  const start = from && from > window.first ? from : window.first;
  const days: SlotDay[] = [];
  for (let date = start; date <= window.last; date = addDays(date, 1)) {
    const hours = week[weekday(date)];
    if (!hours) continue;
    const slots: Slot[] = [];
    const length = service.durationMinutes;
    for (let minute = hours.opens; minute + length <= hours.closes; minute += length) {
      const startsAt = londonInstant(date, minute);
      if (startsAt.getTime() <= now.getTime() || booked.has(startsAt.getTime())) continue;
      slots.push({
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + length * 60_000).toISOString(),
        time: hhmm(minute),
      });
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/** Whether an instant is a slot start for the service (booked or not), not past, in the window. */
export function isSlotStart(store: Store, service: Service, startsAt: Date, now: Date) {
  return freeSlots({ store, service, now, booked: new Set() }).some((day) =>
    day.slots.some((slot) => Date.parse(slot.startsAt) === startsAt.getTime()),
  );
}
