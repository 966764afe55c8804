import { randomUUID } from 'node:crypto';
import { requestLogger } from '@cairn/server-kit';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { findCustomer } from '../commerce/customers/customer-store.ts';
import { greeting } from '../commerce/mail/mail-text.ts';
import type { Mailer } from '../commerce/mail/mailer.ts';
import { CommerceSession } from '../commerce/session/commerce-session.ts';
import { tokenHeader } from '../commerce/session/session-middleware.ts';
import { hashSecret, newSecret } from '../commerce/session/tokens.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../http/client-address.ts';
import { RateLimited, type RateLimits, tooManyRequests } from '../http/rate-limits.ts';
import { countryCode, email as emailText, personName, text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import type { EngageForwarder } from './engage-forwarder.ts';
import { accountCreations, newsletterSignups } from './schema.ts';

const email = emailText();
const name = personName({ max: 100 }).optional();

/** A newsletter confirmation link works this long; the pending sign-up is purged after. */
export const newsletterLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** Where the confirmation link points: the shop's page that confirms the sign-up. */
export const newsletterLinkPath = '/newsletter/confirm';

/** A link that is wrong, used, expired or no longer the address's newest sign-up's. */
const invalidLinkMessage =
  'This link is invalid, used or expired: only the link in the newest email works. Sign up again.';

const signupAnswer = {
  pending: true,
  message:
    'Check your inbox: we have sent a link to confirm your sign-up. Until you follow it, we send you nothing else.',
} as const;

export type EngageRoutesOptions = {
  db: Database;
  /**
   * `engageWritesPerAddress` limits every write per client address, and
   * `newsletterMailsPerRecipient` the confirmation mails to one address.
   */
  limits: RateLimits;
  mailer: Mailer;
  /** The shop's public origin, for the confirmation link. */
  publicUrl: string;
  /** Set when Voyado Engage is configured; without it the database is the only record. */
  forwarder?: EngageForwarder;
  /**
   * The email of the account a session token is logged into, or null. Default: the embedded
   * backend's sessions; a shop on Centra asks Centra (`centraCustomerEmail`).
   */
  customerEmailOf?: (token: string | undefined) => Promise<string | null>;
  log?: (message: string) => void;
};

/**
 * `/api/voyado-engage/*` (requirements R-CALL-20, R-CALL-21): newsletter sign-up and the account-creation
 * hook. Sign-up is double opt-in: it mails a link to the address and answers the same whether
 * or not the address is subscribed; only the link subscribes (and forwards it). Always stored
 * in the database; forwarded to Voyado Engage when it is configured. A
 * forwarding failure is recorded on the row and does not fail the shopper's request. The
 * account-creation hook (which carries marketing consent) is taken only from the account's own
 * logged-in session (`API-Token`), never for an email someone else typed; both writes are
 * limited per client address.
 */
export function engageRoutes({
  db,
  limits,
  mailer,
  publicUrl,
  forwarder,
  customerEmailOf = async (token) => {
    const session = await CommerceSession.open(db, token);
    const customer = session.customerId ? await findCustomer(db, session.customerId) : null;
    return customer?.email ?? null;
  },
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

  const mayMail = (recipient: string) =>
    limits.newsletterMailsPerRecipient.take(recipient).then(
      () => true,
      (error: unknown) => {
        if (error instanceof RateLimited) return false;
        throw error;
      },
    );

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
      const [current] = await db
        .select({ confirmedAt: newsletterSignups.confirmedAt })
        .from(newsletterSignups)
        .where(eq(newsletterSignups.email, email));
      // Subscribed already, or mailed three times today: the same answer, and no mail.
      if (current?.confirmedAt || !(await mayMail(email))) return c.json(signupAnswer, 202);
      const requestId = randomUUID();
      const secret = newSecret();
      const link = new URL(newsletterLinkPath, publicUrl);
      link.searchParams.set('i', requestId);
      link.searchParams.set('id', secret);
      await db.transaction(async (tx) => {
        const pending = { requestId, tokenHash: hashSecret(secret), requestedAt: new Date() };
        await tx
          .insert(newsletterSignups)
          .values({ email, ...pending })
          .onConflictDoUpdate({
            target: newsletterSignups.email,
            set: { ...pending, updatedAt: sql`now()` },
            where: isNull(newsletterSignups.confirmedAt),
          });
        // Nothing the requester typed goes into it (mail-text.ts): only the shop's words.
        await mailer.queue(tx, {
          kind: 'newsletter-confirmation',
          to: email,
          subject: 'Confirm your sign-up to Cairn emails',
          body: [
            greeting(undefined, { proven: false }),
            '',
            'Someone asked for Cairn emails (offers, new arrivals and guides, about twice a',
            'month) at this address. If it was you, confirm within 7 days here:',
            '',
            link.href,
            '',
            'If it was not you, ignore this email: we send nothing more without the link.',
          ].join('\n'),
        });
      });
      void mailer
        .deliver()
        .catch((error: unknown) => log(`Newsletter confirmation email failed: ${String(error)}`));
      return c.json(signupAnswer, 202);
    })
    .post(
      '/voyado-engage/newsletter-confirm',
      validate(
        'json',
        z.object({
          i: z.uuid({ error: invalidLinkMessage }),
          id: text({ min: 1, max: 100 }),
        }),
      ),
      async (c) => {
        const { i, id } = c.req.valid('json');
        const [confirmed] = await db
          .update(newsletterSignups)
          .set({
            confirmedAt: sql`now()`,
            requestId: null,
            tokenHash: null,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(newsletterSignups.requestId, i),
              eq(newsletterSignups.tokenHash, hashSecret(id)),
              isNull(newsletterSignups.confirmedAt),
              gt(
                newsletterSignups.requestedAt,
                sql`now() - make_interval(secs => ${newsletterLinkLifetimeMs / 1000})`,
              ),
            ),
          )
          .returning({ email: newsletterSignups.email });
        if (!confirmed) {
          return c.json({ error: invalidLinkMessage }, 400);
        }
        const result = await forward(
          () => forwarder?.newsletterSignup(confirmed.email) ?? Promise.resolve(),
        );
        await db
          .update(newsletterSignups)
          .set({ forwardedAt: result.at, forwardError: result.error })
          .where(eq(newsletterSignups.email, confirmed.email));
        return c.json({ subscribed: true });
      },
    )
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
        if ((await customerEmailOf(c.req.header(tokenHeader))) !== email) {
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
