import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { findCustomer } from '../commerce/customers/customer-store.ts';
import { CommerceSession } from '../commerce/session/commerce-session.ts';
import { tokenHeader } from '../commerce/session/session-middleware.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../http/client-address.ts';
import { RateLimited, type RateLimits, tooManyRequests } from '../http/rate-limits.ts';
import { countryCode, email as emailText, text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import { requestLogger } from '../observability/request-observer.ts';
import type { EngageForwarder } from './engage-forwarder.ts';
import { accountCreations, newsletterSignups } from './schema.ts';

const email = emailText();
const name = text({ max: 100 }).optional();

export type EngageRoutesOptions = {
  db: Database;
  /** `engageWritesPerAddress` limits both writes per client address. */
  limits: RateLimits;
  /** Set when Voyado Engage is configured; without it the database is the only record. */
  forwarder?: EngageForwarder;
  log?: (message: string) => void;
};

/**
 * `/api/voyado-engage/*` (seed 000 section 7): newsletter sign-up and the account-creation
 * hook. Always stored in the database; forwarded to Voyado Engage when it is configured. A
 * forwarding failure is recorded on the row and does not fail the shopper's request. The
 * account-creation hook (which carries marketing consent) is taken only from the account's own
 * logged-in session (`API-Token`), never for an email someone else typed; both writes are
 * limited per client address.
 */
export function engageRoutes({
  db,
  limits,
  forwarder,
  log = (message: string) => requestLogger().warn(message),
}: EngageRoutesOptions) {
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
    .use('/voyado-engage/*', async (c, next) => {
      if (c.req.method !== 'POST') return next();
      try {
        await limits.engageWritesPerAddress.take(clientAddress(c));
      } catch (error) {
        if (error instanceof RateLimited) return tooManyRequests(c, error);
        throw error;
      }
      await next();
    })
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
          countryCode: countryCode().optional(),
          acceptsEmail: z.boolean().optional(),
        }),
      ),
      async (c) => {
        const { email, ...details } = c.req.valid('json');
        const session = await CommerceSession.open(db, c.req.header(tokenHeader));
        const customer = session.customerId ? await findCustomer(db, session.customerId) : null;
        if (customer?.email !== email) {
          return c.json({ error: 'Log in to the account with this email first' }, 403);
        }
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
