import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { trackingAttempts } from './schema.ts';

export type TrackingLimits = {
  /** Guesses that found no order, per client address within the window. */
  perAddress: number;
  windowMs: number;
};

export const defaultTrackingLimits: TrackingLimits = { perAddress: 10, windowMs: 15 * 60 * 1000 };

/**
 * Records a guess before it is checked (so parallel guesses count each other), answering
 * `limited` when the address already used up its guesses, and `matched()` to forget this guess
 * once it found an order. The login-attempt approach, per client address only.
 */
export async function beginTrackingAttempt(
  db: Database,
  address: string,
  limits: TrackingLimits,
): Promise<{ limited: boolean; minutes: number; matched(): Promise<void> }> {
  const since = new Date(Date.now() - limits.windowMs);
  const [attempt] = await db
    .insert(trackingAttempts)
    .values({ address })
    .returning({ id: trackingAttempts.id });
  const [recent] = await db
    .select({ attempts: count() })
    .from(trackingAttempts)
    .where(and(eq(trackingAttempts.address, address), gt(trackingAttempts.createdAt, since)));
  await db
    .delete(trackingAttempts)
    .where(and(eq(trackingAttempts.address, address), lt(trackingAttempts.createdAt, since)));
  return {
    limited: (recent?.attempts ?? 0) > limits.perAddress,
    minutes: Math.round(limits.windowMs / 60_000),
    async matched() {
      if (attempt) await db.delete(trackingAttempts).where(eq(trackingAttempts.id, attempt.id));
    },
  };
}
