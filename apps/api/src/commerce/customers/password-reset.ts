import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { CommerceError } from '../commerce-error.ts';
import { greeting } from '../mail/mail-text.ts';
import type { Mailer } from '../mail/mailer.ts';
import { customers, passwordResets } from '../schema.ts';
import { hashSecret, newSecret } from '../session/tokens.ts';
import { endCustomerSessions, findCustomerByEmail } from './customer-store.ts';
import type { PasswordHasher } from './passwords.ts';

/** A reset link works once, within this time. */
export const resetLifetimeMs = 60 * 60 * 1000;
/** At most this many reset emails per account per lifetime, so the form cannot spam a mailbox. */
const resetsPerAccount = 5;

/**
 * Mails a single-use reset link (`{publicUrl}{linkUri}?i={request}&id={secret}`) if an account
 * has this email. The caller answers the same either way, so the form does not reveal which
 * emails are registered.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  { email, linkUri, publicUrl }: { email: string; linkUri: string; publicUrl: string },
): Promise<void> {
  const customer = await findCustomerByEmail(db, email);
  if (!customer) return;
  const [recent] = await db
    .select({ requests: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.customerId, customer.id),
        gt(passwordResets.createdAt, new Date(Date.now() - resetLifetimeMs)),
      ),
    );
  if ((recent?.requests ?? 0) >= resetsPerAccount) return;
  const id = randomUUID();
  const secret = newSecret();
  const link = new URL(linkUri, publicUrl);
  link.searchParams.set('i', id);
  link.searchParams.set('id', secret);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      id,
      customerId: customer.id,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(Date.now() + resetLifetimeMs),
    });
    await mailer.queue(tx, {
      kind: 'password-reset',
      to: customer.email,
      subject: 'Reset your Cairn password',
      body: [
        greeting(customer.firstName, { proven: true }),
        '',
        'Someone asked to reset the password of your Cairn account. If it was you, choose a',
        'new password here within the next hour:',
        '',
        link.href,
        '',
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  });
}

/**
 * Sets a new password with a reset link's request id and secret. The link is checked first,
 * so a wrong one costs no password hash (`onInvalid` runs then, for the caller's limit); then
 * it is used up, every other open link of the account too, and the account's sessions end.
 * Answers the account's id.
 */
export async function resetPassword(
  db: Database,
  passwords: PasswordHasher,
  { request, secret, newPassword }: { request: string; secret: string; newPassword: string },
  onInvalid: () => Promise<void> = async () => {},
): Promise<number> {
  const live = and(
    eq(passwordResets.id, request),
    eq(passwordResets.tokenHash, hashSecret(secret)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );
  const [valid] = await db.select({ id: passwordResets.id }).from(passwordResets).where(live);
  if (!valid) {
    await onInvalid();
    throw new CommerceError(400, { id: 'This reset link is invalid, used or expired' });
  }
  const passwordHash = await passwords.hash(newPassword);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(live)
      .returning({ customerId: passwordResets.customerId });
    if (!reset) {
      throw new CommerceError(400, { id: 'This reset link is invalid, used or expired' });
    }
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(customers.id, reset.customerId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.customerId, reset.customerId), isNull(passwordResets.usedAt)));
    await endCustomerSessions(tx, reset.customerId);
    return reset.customerId;
  });
}
