import type { AppointmentStore } from '@cairn/commerce-client';

/** `/appointment?store=bristol&service=Ski+boot+fitting`: what the GET form submits. */
export type AppointmentSearch = { store?: string; service?: string };

const slugPattern = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** Keeps a well-formed store slug and a short service name; drops everything else. */
export function parseAppointmentSearch(search: Record<string, unknown>): AppointmentSearch {
  const store = typeof search.store === 'string' ? search.store.trim().toLowerCase() : '';
  const service = typeof search.service === 'string' ? search.service.trim().slice(0, 100) : '';
  return {
    ...(slugPattern.test(store) ? { store } : {}),
    ...(service ? { service } : {}),
  };
}

/**
 * The store and service the page shows: the store only when it is one of the list, the
 * service when that store offers it, else the store's first service.
 */
export function chooseStoreService(
  stores: AppointmentStore[],
  search: AppointmentSearch,
): { store?: AppointmentStore; service?: string } {
  const store = stores.find((candidate) => candidate.slug === search.store);
  if (!store) return {};
  const wanted = search.service?.toLowerCase();
  const service =
    store.services.find((candidate) => candidate.name.toLowerCase() === wanted) ??
    store.services[0];
  return { store, service: service?.name };
}
