import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import type { EngageForwarder } from './engage-forwarder.ts';
import { accountCreations, newsletterSignups } from './schema.ts';

const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid email address' }));
const name = z.string().trim().max(100).optional();

export type EngageRoutesOptions = {
  db: Database;
  /** Set when Voyado Engage is configured; without it the database is the only record. */
  forwarder?: EngageForwarder;
  log?: (message: string) => void;
};

/**
 * `/api/voyado-engage/*` (seed 000 section 7): newsletter sign-up and the account-creation
 * hook. Always stored in the database; forwarded to Voyado Engage when it is configured. A
 * forwarding failure is recorded on the row and does not fail the shopper's request.
 */
export function engageRoutes({ db, forwarder, log = console.warn }: EngageRoutesOptions) {
  async function forward(
    send: () => Promise<void>,
  ): Promise<{ at: Date | null; error: string | null }> {
    if (!forwarder) return { at: null, error: null };
    try {
      await send();
      return { at: new Date(), error: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`Voyado Engage forwarding failed: ${message}`);
      return { at: null, error: message.slice(0, 500) };
    }
  }

  return new Hono()
    .post('/voyado-engage/newsletter-signup', validate('json', z.object({ email })), async (c) => {
      const { email } = c.req.valid('json');
      await db
        .insert(newsletterSignups)
        .values({ email })
        .onConflictDoUpdate({ target: newsletterSignups.email, set: { updatedAt: sql`now()` } });
      const result = await forward(() => forwarder?.newsletterSignup(email) ?? Promise.resolve());
      await db
        .update(newsletterSignups)
        .set({ forwardedAt: result.at, forwardError: result.error })
        .where(eq(newsletterSignups.email, email));
      return c.json({ subscribed: true });
    })
    .post(
      '/voyado-engage/account-creation',
      validate(
        'json',
        z.object({
          email,
          firstName: name,
          lastName: name,
          countryCode: z
            .string()
            .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
            .transform((code) => code.toUpperCase())
            .optional(),
          acceptsEmail: z.boolean().optional(),
        }),
      ),
      async (c) => {
        const { email, ...details } = c.req.valid('json');
        await db
          .insert(accountCreations)
          .values({ email, details })
          .onConflictDoUpdate({
            target: accountCreations.email,
            set: { details, updatedAt: sql`now()` },
          });
        const result = await forward(
          () => forwarder?.accountCreation(email, details) ?? Promise.resolve(),
        );
        await db
          .update(accountCreations)
          .set({ forwardedAt: result.at, forwardError: result.error })
          .where(eq(accountCreations.email, email));
        return c.json({ received: true });
      },
    );
}
