import { queryOptions } from '@tanstack/react-query';
import type { StoresClient } from '../stores/stores-client.ts';
import type { SlotsRequest } from '../stores/types.ts';

/** Query keys for stores: appointment stores and free slots (bookings change the slots). */
export const storesKeys = {
  all: ['cairn', 'stores'] as const,
  appointmentStores: () => [...storesKeys.all, 'appointment-stores'] as const,
  slots: (request: SlotsRequest) =>
    [...storesKeys.all, 'slots', request.store, request.service, request.from ?? null] as const,
};

/** The stores that take appointments, with their services. */
export function appointmentStoresQueryOptions(client: StoresClient) {
  return queryOptions({
    queryKey: storesKeys.appointmentStores(),
    queryFn: ({ signal }) => client.appointmentStores({ signal }),
    staleTime: 60 * 60 * 1000,
  });
}

/** Free slots of a store's service, by UK day; refetched often, as others book them. */
export function appointmentSlotsQueryOptions(client: StoresClient, request: SlotsRequest) {
  return queryOptions({
    queryKey: storesKeys.slots(request),
    queryFn: ({ signal }) => client.appointmentSlots(request, { signal }),
    staleTime: 15 * 1000,
  });
}
