import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/request.ts';
import {
  sampleAppointment,
  sampleAppointmentSlots,
  sampleAppointmentStore,
} from '../testing/sample-answers.ts';
import { createStoresClient } from './stores-client.ts';

function fakeServer(answer: (request: Request) => { status?: number; body: unknown }) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    const { status = 200, body } = answer(request);
    return Response.json(body, { status });
  };
  return { fetch, requests };
}

describe('createStoresClient', () => {
  it('lists the stores that take appointments', async () => {
    const store = sampleAppointmentStore({ slug: 'bristol', services: [] });
    const server = fakeServer(() => ({ body: { stores: [store] } }));
    const client = createStoresClient({ baseUrl: 'http://shop.test/', fetch: server.fetch });
    expect(await client.appointmentStores()).toEqual([store]);
    expect(server.requests[0]?.url).toBe('http://shop.test/api/appointments/stores');
  });

  it('asks for slots with store, service and from in the query', async () => {
    const server = fakeServer(() => ({ body: sampleAppointmentSlots({ store: 'bristol' }) }));
    const client = createStoresClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await client.appointmentSlots({ store: 'bristol', service: 'Ski boot fitting' });
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/appointments/slots');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      store: 'bristol',
      service: 'Ski boot fitting',
    });
  });

  it('books, answering the appointment', async () => {
    const appointment = sampleAppointment({ id: 'a1' });
    const server = fakeServer(() => ({ status: 201, body: { appointment } }));
    const client = createStoresClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    const booking = {
      store: 'bristol',
      service: 'Ski boot fitting',
      startsAt: '2026-11-24T10:30:00.000Z',
      name: 'Ada',
      email: 'ada@example.com',
    };
    expect(await client.bookAppointment(booking)).toEqual(appointment);
    expect(server.requests[0]?.method).toBe('POST');
    expect(await server.requests[0]?.json()).toEqual(booking);
  });

  it('throws a 409 ApiError with the message when the slot was taken', async () => {
    const server = fakeServer(() => ({
      status: 409,
      body: { error: 'That time has just been taken; please choose another' },
    }));
    const client = createStoresClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    const error = await client
      .bookAppointment({ store: 'b', service: 's', startsAt: 'x', name: 'n', email: 'e' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'That time has just been taken; please choose another',
    });
  });

  it('tracks an order, and passes on the not-found message', async () => {
    const server = fakeServer((request) =>
      new URL(request.url).pathname === '/api/orders/track'
        ? { status: 404, body: { error: 'We could not find an order' } }
        : { body: {} },
    );
    const client = createStoresClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await expect(
      client.trackOrder({ orderNumber: '100001', email: 'ada@example.com' }),
    ).rejects.toMatchObject({ status: 404, message: 'We could not find an order' });
    expect(await server.requests[0]?.json()).toEqual({
      orderNumber: '100001',
      email: 'ada@example.com',
    });
  });
});
