import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { knownDeviceLifetimeMs } from '../commerce/customers/known-devices.ts';
import { resetLifetimeMs } from '../commerce/customers/password-reset.ts';
import { registrationLifetimeMs } from '../commerce/customers/registration.ts';
import {
  commerceSessions,
  knownDevices,
  outbox,
  passwordResets,
  paymentAttempts,
  pendingRegistrations,
} from '../commerce/schema.ts';
import { sessionLifetimes } from '../commerce/session/commerce-session.ts';
import type { Database } from '../db/database.ts';
import { newsletterLinkLifetimeMs } from '../engage/engage-routes.ts';
import { newsletterSignups } from '../engage/schema.ts';
import { rateLimits } from '../http/rate-limit-schema.ts';
import { recommendationEvents, recommendationPurchases } from '../recommendations/schema.ts';

const day = 24 * 60 * 60 * 1000;

/** How long what is purged is kept. */
export const retention = {
  /** Anonymous sessions (and their carts), counted from their start. */
  anonymousCartMs: 30 * day,
  /** Mail, sent or given up on, counted from when it was written. */
  mailMs: 30 * day,
  /** Used or expired reset requests, after their expiry. */
  resetRequestMs: day,
  /** Anonymous sessions whose cart never held anything (and no order), from their start. */
  emptyAnonymousSessionMs: day,
  /** Recommendation events (views, clicks, adds): recently viewed reads the latest only. */
  recommendationEventsMs: 90 * day,
  /** Purchases reported to the embedded recommendations. */
  recommendationPurchasesMs: 365 * day,
  /**
   * Payments through a provider's page (with the checkout's addresses), from their start: an
   * hour to pay in, then a day in which a late or replayed result is refused by the attempt's
   * state; the order placed keeps what it needs.
   */
  paymentAttemptMs: day,
};

export type PurgeCounts = {
  sessions: number;
  recommendationEvents: number;
  recommendationPurchases: number;
  rateLimits: number;
  passwordResets: number;
  registrations: number;
  knownDevices: number;
  pendingNewsletterSignups: number;
  mail: number;
  redactedMail: number;
  paymentAttempts: number;
};

/**
 * Deletes what is no longer of use and should not be kept: ended or expired sessions with
 * their carts (anonymous ones after 30 days, or after a day when their cart stayed empty),
 * recommendation events after 90 days and reported purchases after a year, expired rate-limit counters (the old attempts),
 * spent reset requests, registrations never confirmed (with their password hashes), browsers
 * unused as known devices for 90 days, mail older than 30 days, payment attempts (with their
 * addresses) after a day; and blanks the body of a reset or confirmation mail once its link has expired
 * unsent, so no link lies in the outbox in plain text. Safe to run
 * on every replica at once: each statement deletes what is due and nothing else.
 */
export async function purgeExpired(db: Database, now = new Date()): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const sessions = await db
    .delete(commerceSessions)
    .where(
      or(
        isNotNull(commerceSessions.endedAt),
        lt(commerceSessions.lastSeenAt, before(sessionLifetimes.idleMs)),
        lt(commerceSessions.createdAt, before(sessionLifetimes.absoluteMs)),
        and(
          isNull(commerceSessions.customerId),
          lt(commerceSessions.createdAt, before(retention.anonymousCartMs)),
        ),
        and(
          isNull(commerceSessions.customerId),
          isNull(commerceSessions.lastOrderId),
          lt(commerceSessions.createdAt, before(retention.emptyAnonymousSessionMs)),
          sql`not exists (select 1 from selection_lines l where l.selection_id = ${commerceSessions.selectionId})`,
          sql`not exists (select 1 from selection_vouchers v where v.selection_id = ${commerceSessions.selectionId})`,
        ),
      ),
    )
    .returning({ id: commerceSessions.id });
  const events = await db
    .delete(recommendationEvents)
    .where(lt(recommendationEvents.createdAt, before(retention.recommendationEventsMs)))
    .returning({ id: recommendationEvents.id });
  const purchases = await db
    .delete(recommendationPurchases)
    .where(lt(recommendationPurchases.createdAt, before(retention.recommendationPurchasesMs)))
    .returning({ id: recommendationPurchases.id });
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, before(retention.resetRequestMs)))
    .returning({ id: passwordResets.id });
  const registrations = await db
    .delete(pendingRegistrations)
    .where(lt(pendingRegistrations.expiresAt, now))
    .returning({ id: pendingRegistrations.id });
  const newsletter = await db
    .delete(newsletterSignups)
    .where(
      and(
        isNull(newsletterSignups.confirmedAt),
        lt(newsletterSignups.requestedAt, before(newsletterLinkLifetimeMs)),
      ),
    )
    .returning({ email: newsletterSignups.email });
  const devices = await db
    .delete(knownDevices)
    .where(lt(knownDevices.lastUsedAt, before(knownDeviceLifetimeMs)))
    .returning({ id: knownDevices.id });
  const mail = await db
    .delete(outbox)
    .where(lt(outbox.createdAt, before(retention.mailMs)))
    .returning({ id: outbox.id });
  const redacted = await db
    .update(outbox)
    .set({ body: sql`'(link expired unsent; removed)'` })
    .where(
      and(
        or(
          and(
            sql`${outbox.kind} = 'password-reset'`,
            lt(outbox.createdAt, before(resetLifetimeMs)),
          ),
          and(
            sql`${outbox.kind} = 'registration'`,
            lt(outbox.createdAt, before(registrationLifetimeMs)),
          ),
          and(
            sql`${outbox.kind} = 'newsletter-confirmation'`,
            lt(outbox.createdAt, before(newsletterLinkLifetimeMs)),
          ),
        ),
        isNull(outbox.sentAt),
        sql`${outbox.body} <> '(link expired unsent; removed)'`,
      ),
    )
    .returning({ id: outbox.id });
  const attempts = await db
    .delete(paymentAttempts)
    .where(lt(paymentAttempts.createdAt, before(retention.paymentAttemptMs)))
    .returning({ id: paymentAttempts.id });
  return {
    sessions: sessions.length,
    recommendationEvents: events.length,
    recommendationPurchases: purchases.length,
    rateLimits: limits.length,
    passwordResets: resets.length,
    registrations: registrations.length,
    knownDevices: devices.length,
    pendingNewsletterSignups: newsletter.length,
    mail: mail.length,
    redactedMail: redacted.length,
    paymentAttempts: attempts.length,
  };
}

/**
 * Runs `purgeExpired` now and then every `everyMs` (default hourly) until stopped; a failure
 * is logged and tried again next time. The timer does not keep the process alive.
 */
export function schedulePurge(
  db: Database,
  {
    everyMs = 60 * 60 * 1000,
    log = console.warn,
  }: { everyMs?: number; log?: (message: string) => void } = {},
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeExpired(db).catch((error: unknown) =>
      log(`Purging expired data failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
