import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../db/database.ts';
import { CommerceError } from '../commerce-error.ts';
import { loginAttempts } from '../schema.ts';

export type LoginLimits = {
  /** Failed attempts per account within the window before further attempts are refused. */
  perAccount: number;
  /** Failed attempts per client address within the window (an address may be shared). */
  perAddress: number;
  windowMs: number;
};

export const defaultLoginLimits: LoginLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
};

/**
 * Records a password attempt before it is checked and refuses it (429) when the account or
 * the address already has too many failures in the window. Recording first means parallel
 * guesses count each other. Answers a function that forgets the attempt once it succeeded.
 */
export async function beginPasswordAttempt(
  db: Database,
  email: string,
  address: string,
  limits: LoginLimits,
): Promise<{ succeeded(): Promise<void> }> {
  const since = new Date(Date.now() - limits.windowMs);
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ email, address })
    .returning({ id: loginAttempts.id });
  const [[perAccount], [perAddress]] = await Promise.all([
    db
      .select({ attempts: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since))),
    db
      .select({ attempts: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.address, address), gt(loginAttempts.createdAt, since))),
  ]);
  if (
    (perAccount?.attempts ?? 0) > limits.perAccount ||
    (perAddress?.attempts ?? 0) > limits.perAddress
  ) {
    const minutes = Math.round(limits.windowMs / 60_000);
    throw new CommerceError(
      429,
      { login: `Too many failed attempts; try again in ${minutes} minutes` },
      { loggedIn: false },
    );
  }
  // Old attempts are of no further use.
  await db
    .delete(loginAttempts)
    .where(
      and(
        or(eq(loginAttempts.email, email), eq(loginAttempts.address, address)),
        lt(loginAttempts.createdAt, since),
      ),
    );
  return {
    async succeeded() {
      if (!attempt) return;
      await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
    },
  };
}

/**
 * The client's address: the last hop of X-Forwarded-For (added by our own proxy, so it cannot
 * be forged from outside when one is in front), else the socket's peer address.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  if (last) return last.slice(0, 100);
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
