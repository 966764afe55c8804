import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Api } from '../app.ts';
import { createMailer } from '../commerce/mail/mailer.ts';
import { nextAddress, send } from '../commerce/testing/shopper.ts';
import { createRateLimits, limiterFactory } from '../http/rate-limits.ts';
import { personNameMessage } from '../http/text.ts';
import { testDatabases, useTestApi } from '../testing/test-api.ts';
import { appointmentRoutes, slotTakenMessage } from './appointment-routes.ts';

const rows = async <T>(api: Api, statement: ReturnType<typeof sql>) =>
  ((await api.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

type Slot = { startsAt: string; time: string };
type Day = { date: string; slots: Slot[] };

describe.each(testDatabases())('appointments on $name', (database) => {
  const api = useTestApi(database);

  const freeDays = async (store: string, service: string): Promise<Day[]> => {
    const answer = await send(
      api,
      'GET',
      `/api/appointments/slots?store=${store}&service=${encodeURIComponent(service)}`,
    );
    expect(answer.status).toBe(200);
    return answer.body.days;
  };
  // Each booking from an address of its own unless given one, as different shoppers book: the
  // per-address limit has a test of its own below.
  const book = (body: Record<string, unknown>, address = nextAddress()) =>
    send(api, 'POST', '/api/appointments', { body, address });
  const booking = (startsAt: string, overrides: Record<string, unknown> = {}) => ({
    store: 'bristol',
    service: 'Ski boot fitting',
    startsAt,
    name: 'Ada Lovelace',
    email: 'Ada@Example.com',
    ...overrides,
  });

  it('lists the sixteen stores with the services they take bookings for', async () => {
    const answer = await send(api, 'GET', '/api/appointments/stores');
    expect(answer.status).toBe(200);
    expect(answer.body.stores).toHaveLength(16);
    const bristol = answer.body.stores.find((store: { slug: string }) => store.slug === 'bristol');
    expect(bristol.services).toEqual([
      { name: 'Walking boot fitting', durationMinutes: 45 },
      { name: 'Ski boot fitting', durationMinutes: 45 },
      { name: 'Climbing shoe resoling', durationMinutes: 30 },
    ]);
  });

  it('books a free slot (201), mails a confirmation and no longer offers the slot', async () => {
    const [day] = await freeDays('bristol', 'Ski boot fitting');
    const slot = day?.slots[0];
    if (!slot) throw new Error('no free slot');
    const answer = await book(
      booking(slot.startsAt, { phone: '0117 496 0000', notes: 'Wide feet' }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.appointment).toMatchObject({
      store: { slug: 'bristol', name: 'Cairn Bristol' },
      service: { name: 'Ski boot fitting', durationMinutes: 45 },
      startsAt: slot.startsAt,
      email: 'ada@example.com',
      phone: '0117 496 0000',
      notes: 'Wide feet',
    });
    expect(answer.body.appointment.when).toMatch(/^\w+day \d{1,2} \w+ \d{4}, \d{2}:\d{2}$/);
    const mail = await rows<{ kind: string; subject: string; body: string }>(
      api,
      sql`select kind, subject, body from outbox where recipient = 'ada@example.com'`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.kind).toBe('appointment-confirmation');
    expect(mail[0]?.body).toContain(answer.body.appointment.when);
    const after = await freeDays('bristol', 'Ski boot fitting');
    expect(after.flatMap((each) => each.slots).map((each) => each.startsAt)).not.toContain(
      slot.startsAt,
    );
    const again = await book(booking(slot.startsAt, { email: 'other@example.com' }));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(slotTakenMessage);
  });

  it('gives one of ten simultaneous bookings of a slot the slot and the others a 409', async () => {
    const days = await freeDays('manchester', 'Climbing shoe resoling');
    const slot = days[1]?.slots[3];
    if (!slot) throw new Error('no free slot');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        book(
          booking(slot.startsAt, {
            store: 'manchester',
            service: 'Climbing shoe resoling',
            email: `racer${index}@example.com`,
          }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const stored = await rows<{ count: number }>(
      api,
      sql`select count(*)::int as count from appointments where store_slug = 'manchester'`,
    );
    expect(stored[0]?.count).toBe(1);
    const mail = await rows<{ count: number }>(
      api,
      sql`select count(*)::int as count from outbox where recipient like 'racer%'`,
    );
    expect(mail[0]?.count).toBe(1);
  });

  it('stores SQL-looking text as text', async () => {
    const [day] = await freeDays('kensington', 'Ski servicing workshop');
    const slot = day?.slots[0];
    if (!slot) throw new Error('no free slot');
    const notes = "Robert'); DROP TABLE appointments; -- ' OR '1'='1";
    const details = { store: 'kensington', service: 'ski servicing workshop', notes };
    // A name is a plain name (personName): SQL in it is refused before anything is stored.
    const refused = await book(booking(slot.startsAt, { ...details, name: "Robert'); DROP" }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(personNameMessage);
    const answer = await book(booking(slot.startsAt, { ...details, name: "Robert O'Tables" }));
    expect(answer.status).toBe(201);
    const stored = await rows<{ name: string; notes: string }>(
      api,
      sql`select name, notes from appointments where store_slug = 'kensington'`,
    );
    expect(stored).toEqual([{ name: "Robert O'Tables", notes }]);
  });

  it('limits bookings per address (5 a day) and per recipient (3 a day), each mailing nothing more', async () => {
    const days = await freeDays('aviemore', 'Ski boot fitting');
    const slots = days.flatMap((day) => day.slots).slice(0, 12);
    if (slots.length < 12) throw new Error('too few free slots');
    const address = nextAddress();
    const fromOneAddress = [];
    for (const [index, slot] of slots.slice(0, 6).entries()) {
      const body = booking(slot.startsAt, {
        store: 'aviemore',
        email: `aviemore${index}@example.com`,
      });
      fromOneAddress.push((await book(body, address)).status);
    }
    expect(fromOneAddress).toEqual([201, 201, 201, 201, 201, 429]);
    const toOneRecipient = [];
    for (const slot of slots.slice(6, 10)) {
      const body = booking(slot.startsAt, { store: 'aviemore', email: 'target@example.com' });
      toOneRecipient.push((await book(body)).status);
    }
    expect(toOneRecipient).toEqual([201, 201, 201, 429]);
    const mail = await rows<{ count: number }>(
      api,
      sql`select count(*)::int as count from outbox where recipient = 'target@example.com'`,
    );
    expect(mail[0]?.count).toBe(3);
  });

  it('answers 4xx with messages for bad input, never 500', async () => {
    const [day] = await freeDays('bristol', 'Walking boot fitting');
    const startsAt = day?.slots[0]?.startsAt ?? '';
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /Invalid request/],
      [booking(startsAt, { email: 'not-an-email' }), 400, /Invalid request/],
      [booking(startsAt, { name: '' }), 400, /Invalid request/],
      [booking('tomorrow at ten'), 400, /Invalid request/],
      [booking(startsAt, { phone: 'call me' }), 400, /Invalid request/],
      [booking(startsAt, { notes: 'x'.repeat(1001) }), 400, /Invalid request/],
      [booking(startsAt, { store: 'atlantis' }), 404, /no store/],
      [booking(startsAt, { service: 'Click & collect' }), 404, /does not offer/],
      [booking('2020-01-01T10:00:00Z'), 422, /not one of the free times/],
      [booking(startsAt.replace(':00.000Z', ':07.000Z')), 422, /not one of the free times/],
      ['{"store": ', 400, /JSON/i],
      [[1, 2, 3], 400, /Invalid request/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await book(body as Record<string, unknown>);
      expect({ body, status: answer.status }).toEqual({ body, status });
      expect(answer.body.error).toMatch(message);
    }
    const slots = (query: string) => send(api, 'GET', `/api/appointments/slots${query}`);
    expect((await slots('')).status).toBe(400);
    expect((await slots('?store=bristol&service=Ski%20boot%20fitting&from=soon')).status).toBe(400);
    expect((await slots("?store=x'%20or%201=1&service=a")).status).toBe(400);
    expect((await slots('?store=bristol&service=Juggling')).status).toBe(404);
  });

  it('generates slots from a fixed clock, without booked or past ones', async () => {
    const now = () => new Date('2026-11-24T10:10:00Z');
    const mailer = createMailer({ db: api.database.db, log: () => {} });
    const limits = createRateLimits(limiterFactory({ kind: 'memory' }));
    const app = new Hono().route(
      '/api',
      appointmentRoutes({ db: api.database.db, mailer, limits, now }),
    );
    const get = async (query: string) =>
      (await app.request(`/api/appointments/slots${query}`)).json() as Promise<{ days: Day[] }>;
    const first = await get('?store=st-pauls&service=Rucksack%20fitting');
    expect(first.days).toHaveLength(12);
    expect(first.days[0]?.slots[0]).toMatchObject({
      time: '10:30',
      startsAt: '2026-11-24T10:30:00.000Z',
    });
    const booked = await app.request('/api/appointments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        store: 'st-pauls',
        service: 'Rucksack fitting',
        startsAt: '2026-11-24T10:30:00.000Z',
        name: 'Ada',
        email: 'fixed@example.com',
      }),
    });
    expect(booked.status).toBe(201);
    const after = await get('?store=st-pauls&service=Rucksack%20fitting');
    expect(after.days[0]?.slots[0]?.time).toBe('11:15');
    const later = await get('?store=st-pauls&service=Rucksack%20fitting&from=2026-12-01');
    expect(later.days[0]?.date).toBe('2026-12-01');
    expect(later.days.at(-1)?.date).toBe('2026-12-07');
  });
});
