import type { Store } from './schema.ts';

/** Services that are not appointments: collecting an order needs no booking. */
const notBookable = new Set(['Click & collect']);

/** Fittings take 45 minutes; everything else 30. */
const longServices = new Set(['Ski boot fitting', 'Walking boot fitting', 'Rucksack fitting']);

/** A bookable service: its name and how long an appointment for it takes. */
export type Service = { name: string; durationMinutes: 30 | 45 };

/** The services a store takes appointments for, in the store's order. */
export function bookableServices(store: Store): Service[] {
  return store.services
    .filter((name) => !notBookable.has(name))
    .map((name) => ({ name, durationMinutes: longServices.has(name) ? 45 : 30 }));
}

/** A store's service by name, case and spacing aside; undefined when it does not offer it. */
export function findService(store: Store, name: string): Service | undefined {
  const wanted = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return bookableServices(store).find((service) => service.name.toLowerCase() === wanted);
}
