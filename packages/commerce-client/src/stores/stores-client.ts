import { type Fetch, type RequestOptions, requestJson } from '../http/request.ts';
import type { AnswerName } from '../schemas/answers.ts';
import type {
  Appointment,
  AppointmentSlots,
  AppointmentStore,
  BookingRequest,
  OrderTracking,
  OrderTrackingQuery,
  SlotsRequest,
} from './types.ts';

export type StoresClientOptions = {
  /** The shop's origin, e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** Defaults to the global fetch; the shop's server passes its in-process API here. */
  fetch?: Fetch;
};

export type StoresClient = ReturnType<typeof createStoresClient>;

type Call = { signal?: AbortSignal };

/**
 * Typed calls for the physical stores: appointment booking (`/api/appointments*`) and order
 * tracking (`/api/orders/track`). Failures throw `ApiError` with the server's message; a slot
 * taken first by someone else is status 409.
 */
export function createStoresClient(options: StoresClientOptions) {
  const fetchImpl: Fetch = options.fetch ?? ((request) => fetch(request));
  const call = <Name extends AnswerName>(path: string, answer: Name, init?: RequestOptions) =>
    requestJson(options.baseUrl, fetchImpl, path, answer, init);

  return {
    async appointmentStores({ signal }: Call = {}): Promise<AppointmentStore[]> {
      return (await call('/api/appointments/stores', 'appointmentStores', { signal })).data.stores;
    },
    async appointmentSlots(
      request: SlotsRequest,
      { signal }: Call = {},
    ): Promise<AppointmentSlots> {
      return (await call('/api/appointments/slots', 'appointmentSlots', { signal, query: request }))
        .data;
    },
    async bookAppointment(request: BookingRequest, { signal }: Call = {}): Promise<Appointment> {
      const { data } = await call('/api/appointments', 'appointment', {
        method: 'POST',
        signal,
        body: request,
      });
      return data.appointment;
    },
    /** 404 for a number and email that match no order (the message does not say which). */
    async trackOrder(query: OrderTrackingQuery, { signal }: Call = {}): Promise<OrderTracking> {
      return (
        await call('/api/orders/track', 'orderTracking', { method: 'POST', signal, body: query })
      ).data;
    },
  };
}
