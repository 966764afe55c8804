import { randomUUID } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers, knownDevices } from '../schema.ts';
import { hashSecret, isWellFormedSecret, newSecret } from '../session/tokens.ts';

/** Known browsers kept per account; logging in on another forgets the longest unused. */
export const knownDevicesPerCustomer = 10;
/** A known browser unused this long is forgotten (purged) and counts as new again. */
export const knownDeviceLifetimeMs = 90 * 24 * 60 * 60 * 1000;

/**
 * Remembers the browser that just proved it is the account's owner (a correct password, a
 * confirmed registration, a completed reset link) and answers its token, `<id>.<secret>`, for
 * the browser to keep and send with later logins (OWASP's "device cookies").
 */
export async function rememberDevice(db: Database, customerId: number): Promise<string> {
  const id = randomUUID();
  const secret = newSecret();
  await db.transaction(async (tx) => {
    await tx.insert(knownDevices).values({ id, customerId, tokenHash: hashSecret(secret) });
    const kept = tx
      .select({ id: knownDevices.id })
      .from(knownDevices)
      .where(eq(knownDevices.customerId, customerId))
      .orderBy(desc(knownDevices.lastUsedAt), desc(knownDevices.createdAt))
      .limit(knownDevicesPerCustomer);
    await tx
      .delete(knownDevices)
      .where(and(eq(knownDevices.customerId, customerId), notInArray(knownDevices.id, kept)));
  });
  return `${id}.${secret}`;
}

const tokenPattern = /^([0-9a-f-]{36})\.(.+)$/;

/**
 * The id of the known browser a token names, when it is one of `email`'s account's and not
 * long unused; null for anything else (no token, a malformed one, another account's).
 */
export async function knownDeviceOf(
  db: Database,
  token: string | undefined,
  email: string,
): Promise<string | null> {
  const [, id, secret] = token?.match(tokenPattern) ?? [];
  if (!id || !isWellFormedSecret(secret)) return null;
  const [device] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(customers, eq(customers.id, knownDevices.customerId))
    .where(
      and(
        eq(knownDevices.id, id),
        eq(knownDevices.tokenHash, hashSecret(secret)),
        eq(customers.email, email),
        sql`${knownDevices.lastUsedAt} > now() - make_interval(secs => ${knownDeviceLifetimeMs / 1000})`,
      ),
    );
  return device?.id ?? null;
}

/** Marks a known browser used now (it stays known for another lifetime). */
export async function touchDevice(db: Database, id: string): Promise<void> {
  await db.update(knownDevices).set({ lastUsedAt: sql`now()` }).where(eq(knownDevices.id, id));
}
