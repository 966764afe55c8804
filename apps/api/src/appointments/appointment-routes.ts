import { randomUUID } from 'node:crypto';
import { formatAppointmentTime } from '@cairn/commerce-client';
import type {
  Appointment,
  AppointmentSlots,
  AppointmentStore,
} from '@cairn/commerce-client/contract';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { greeting } from '../commerce/mail/mail-text.ts';
import type { Mailer } from '../commerce/mail/mailer.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../http/client-address.ts';
import { RateLimited, type RateLimits, tooManyRequests } from '../http/rate-limits.ts';
import { email, personName, text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import { addDays, londonInstant } from './london-time.ts';
import { appointments, type Store, stores } from './schema.ts';
import { bookableServices, findService } from './services.ts';
import { bookingWindow, freeSlots, isSlotStart } from './slots.ts';

export type AppointmentRoutesOptions = {
  db: Database;
  mailer: Mailer;
  /** Bookings per address and per recipient (each booking mails its email address). */
  limits: RateLimits;
  /** The clock; tests fix it. */
  now?: () => Date;
};

/** The answer when a slot went to someone else first. */
export const slotTakenMessage = 'That time has just been taken; please choose another';

const slug = text({ max: 60, error: 'Choose a store', maxMessage: 'Choose a store from the list' })
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Choose a store from the list');
const service = text({
  min: 1,
  max: 100,
  error: 'Choose a service',
  minMessage: 'Choose a service',
  maxMessage: 'Choose a service from the list',
});
const optionalText = (max: number, message: string, multiline = false) =>
  text({ max, maxMessage: message, multiline })
    .optional()
    .transform((value) => (value ? value : null));

const slotsQuery = z.object({
  store: slug,
  service,
  from: text({ max: 10 })
    .pipe(z.iso.date({ error: 'A date like 2026-11-24' }))
    .optional(),
});

const bookingBody = z.object({
  store: slug,
  service,
  startsAt: text({ max: 40, error: 'Choose a time from the list' }).pipe(
    z.iso.datetime({ offset: true, error: 'Choose a time from the list' }),
  ),
  // Shown to the store's staff and kept with the booking: a plain name, not a message.
  name: personName({
    min: 1,
    max: 100,
    error: 'Enter your name',
    minMessage: 'Enter your name',
    maxMessage: 'Your name can be 100 characters at most',
  }),
  email: email({ invalid: 'Enter a valid email address, like name@example.com' }),
  phone: optionalText(30, 'Your phone number can be 30 characters at most').refine(
    (value) => value === null || /^\+?[0-9 ()-]{7,}$/.test(value),
    'Enter a phone number of digits and spaces, like 020 7946 0000',
  ),
  notes: optionalText(1000, 'Notes can be 1,000 characters at most', true),
});

function uniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function storeView(store: Store): AppointmentStore {
  return {
    slug: store.slug,
    name: store.name,
    city: store.city,
    address: store.address,
    postcode: store.postcode,
    phone: store.phone,
    openingHours: store.openingHours,
    services: bookableServices(store),
  };
}

/**
 * `/api/appointments*`: the stores and their services, free slots, and booking one. A slot is
 * taken once per store and start time; the unique constraint decides between simultaneous
 * bookings, and the loser hears 409. The confirmation mail is written in the same transaction.
 */
export function appointmentRoutes({
  db,
  mailer,
  limits,
  now = () => new Date(),
}: AppointmentRoutesOptions) {
  const storeColumns = {
    slug: stores.slug,
    name: stores.name,
    city: stores.city,
    address: stores.address,
    postcode: stores.postcode,
    phone: stores.phone,
    openingHours: stores.openingHours,
    services: stores.services,
  };

  async function findStore(slug: string): Promise<Store | undefined> {
    const [store] = await db.select(storeColumns).from(stores).where(eq(stores.slug, slug));
    return store;
  }

  async function bookedStarts(storeSlug: string, at: Date): Promise<Set<number>> {
    const window = bookingWindow(at);
    const rows = await db
      .select({ startsAt: appointments.startsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.storeSlug, storeSlug),
          gte(appointments.startsAt, londonInstant(window.first, 0)),
          lt(appointments.startsAt, londonInstant(addDays(window.last, 1), 0)),
        ),
      );
    return new Set(rows.map((row) => row.startsAt.getTime()));
  }

  return new Hono()
    .get('/appointments/stores', async (c) => {
      const rows = await db.select(storeColumns).from(stores).orderBy(asc(stores.position));
      return c.json({ stores: rows.map(storeView) });
    })
    .get('/appointments/slots', validate('query', slotsQuery), async (c) => {
      const query = c.req.valid('query');
      const store = await findStore(query.store);
      if (!store) return c.json({ error: 'There is no store with that name' }, 404);
      const chosen = findService(store, query.service);
      if (!chosen) return c.json({ error: `${store.name} does not offer that service` }, 404);
      const at = now();
      const days = freeSlots({
        store,
        service: chosen,
        now: at,
        from: query.from,
        booked: await bookedStarts(store.slug, at),
      });
      return c.json({
        store: store.slug,
        service: chosen,
        timeZone: 'Europe/London',
        days,
      } satisfies AppointmentSlots);
    })
    .post('/appointments', validate('json', bookingBody), async (c) => {
      const body = c.req.valid('json');
      const store = await findStore(body.store);
      if (!store) return c.json({ error: 'There is no store with that name' }, 404);
      const chosen = findService(store, body.service);
      if (!chosen) return c.json({ error: `${store.name} does not offer that service` }, 404);
      const startsAt = new Date(body.startsAt);
      if (!isSlotStart(store, chosen, startsAt, now())) {
        return c.json(
          { error: 'That time is not one of the free times; please choose one from the list' },
          422,
        );
      }
      try {
        await limits.appointmentsPerAddress.take(clientAddress(c));
        await limits.appointmentsPerRecipient.take(body.email);
      } catch (error) {
        if (error instanceof RateLimited) return tooManyRequests(c, error);
        throw error;
      }
      const endsAt = new Date(startsAt.getTime() + chosen.durationMinutes * 60_000);
      const when = formatAppointmentTime(startsAt);
      try {
        const appointment = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(appointments)
            .values({
              id: randomUUID(),
              storeSlug: store.slug,
              service: chosen.name,
              startsAt,
              endsAt,
              name: body.name,
              email: body.email,
              phone: body.phone,
              notes: body.notes,
            })
            .returning();
          await mailer.queue(tx, {
            kind: 'appointment-confirmation',
            to: body.email,
            subject: `Your ${chosen.name.toLowerCase()} appointment at ${store.name}`,
            body: [
              // Anyone may book for any address: nothing the booker typed goes into the mail.
              greeting(body.name, { proven: false }),
              '',
              `You are booked for ${chosen.name.toLowerCase()} at ${store.name}:`,
              `${when} (${chosen.durationMinutes} minutes).`,
              '',
              `${store.address}, ${store.postcode}`,
              `If you cannot make it, please call the store on ${store.phone}.`,
            ].join('\n'),
          });
          return row;
        });
        void mailer.deliver();
        if (!appointment) throw new Error('The booking was not stored');
        return c.json(
          {
            appointment: {
              id: appointment.id,
              store: storeView(store),
              service: chosen,
              startsAt: appointment.startsAt.toISOString(),
              endsAt: appointment.endsAt.toISOString(),
              when,
              name: appointment.name,
              email: appointment.email,
              phone: appointment.phone,
              notes: appointment.notes,
            } satisfies Appointment,
          },
          201,
        );
      } catch (error) {
        if (uniqueViolation(error)) return c.json({ error: slotTakenMessage }, 409);
        throw error;
      }
    });
}
