import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { CommerceError } from '../commerce-error.ts';
import { greeting } from '../mail/mail-text.ts';
import type { Mailer } from '../mail/mailer.ts';
import { customers, pendingRegistrations, type RegistrationProfile } from '../schema.ts';
import { hashSecret, newSecret } from '../session/tokens.ts';
import { findCustomerByEmail } from './customer-store.ts';

/** A confirmation link works within this time; the pending registration is purged after. */
export const registrationLifetimeMs = 24 * 60 * 60 * 1000;
/** Where the confirmation link points: the shop's page that finishes the registration. */
export const registrationLinkPath = '/customer/activate';

export type RegistrationRequest = {
  email: string;
  passwordHash: string;
  profile: RegistrationProfile;
  publicUrl: string;
  /** Whether this recipient may be mailed again now (a per-recipient limit); false sends nothing. */
  mayMail: () => Promise<boolean>;
};

/**
 * Starts a registration without telling the caller whether the email already has an account
 * (OWASP: account enumeration). A new email gets a single-use link that makes the account; an
 * existing account's owner gets a note that someone tried to register with it. Both paths cost
 * the caller the same (the password is hashed before this is called, either way).
 */
export async function requestRegistration(
  db: Database,
  mailer: Mailer,
  { email, passwordHash, profile, publicUrl, mayMail }: RegistrationRequest,
): Promise<void> {
  const existing = await findCustomerByEmail(db, email);
  if (!(await mayMail())) return;
  if (existing) {
    await mailer.queue(db, {
      kind: 'registration-exists',
      to: existing.email,
      subject: 'You already have a Cairn account',
      body: [
        greeting(existing.firstName, { proven: true }),
        '',
        'Someone asked to create a Cairn account with this email address, which already has one.',
        'If it was you, log in here:',
        '',
        new URL('/login', publicUrl).href,
        '',
        'Forgotten your password? Choose a new one here:',
        '',
        new URL('/customer/reset-password', publicUrl).href,
        '',
        'If it was not you, ignore this email: nothing about your account has changed.',
      ].join('\n'),
    });
    return;
  }
  const id = randomUUID();
  const secret = newSecret();
  const link = new URL(registrationLinkPath, publicUrl);
  link.searchParams.set('i', id);
  link.searchParams.set('id', secret);
  await db.transaction(async (tx) => {
    // Only the newest request's link works: an older one (perhaps a stranger's, with a password
    // of their choosing) is void once the address asks again.
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    await tx.insert(pendingRegistrations).values({
      id,
      email,
      tokenHash: hashSecret(secret),
      passwordHash,
      profile,
      expiresAt: new Date(Date.now() + registrationLifetimeMs),
    });
    await mailer.queue(tx, {
      kind: 'registration',
      to: email,
      subject: 'Confirm your email to finish your Cairn account',
      body: [
        // The address has proven nothing yet: no text of the requester's goes to it.
        greeting(profile.firstName, { proven: false }),
        '',
        'Thank you for registering with Cairn. Confirm this email address to finish creating your',
        'account, within the next 24 hours:',
        '',
        link.href,
        '',
        'If it was not you, ignore this email: no account is made without this link.',
      ].join('\n'),
    });
  });
}

/** What a confirmation needs besides the link: the password chosen, and what a refusal costs. */
export type ConfirmationCheck = {
  /** Checks a password against the request's stored hash (the shop's hasher). */
  verify: (password: string, stored: string) => Promise<boolean>;
  /** Runs on a wrong link or password before the 400 (the caller's limit). */
  onInvalid?: () => Promise<void>;
};

/** A link that is wrong, used, expired or no longer the address's newest request's. */
export const invalidLinkMessage =
  'This link is invalid, used or expired: only the link in the newest email works. Register again.';

const invalidLink = () => new CommerceError(400, { id: invalidLinkMessage });

/**
 * Makes the account from a confirmation link's request id and secret and the password chosen
 * when registering, using the link up (with every other pending registration of that email).
 * The account gets that request's password, and only a shopper who knows it can confirm: a
 * stranger's request for the owner's address (account pre-hijacking) is neither confirmed by
 * the owner's click nor usable by the stranger. A wrong link or password runs `onInvalid` and
 * answers 400; an email that got an account meanwhile answers 409.
 */
export async function confirmRegistration(
  db: Database,
  { request, secret, password }: { request: string; secret: string; password: string },
  { verify, onInvalid = async () => {} }: ConfirmationCheck,
): Promise<typeof customers.$inferSelect> {
  const live = and(
    eq(pendingRegistrations.id, request),
    eq(pendingRegistrations.tokenHash, hashSecret(secret)),
    gt(pendingRegistrations.expiresAt, sql`now()`),
  );
  // Checked before the transaction: the limit taken on a wrong link may use the database too.
  const [valid] = await db
    .select({ passwordHash: pendingRegistrations.passwordHash })
    .from(pendingRegistrations)
    .where(live);
  if (!valid) {
    await onInvalid();
    throw invalidLink();
  }
  if (!(await verify(password, valid.passwordHash))) {
    await onInvalid();
    throw new CommerceError(400, {
      password:
        'This is not the password chosen when this link was asked for. Enter that password, or register again.',
    });
  }
  return db.transaction(async (tx) => {
    const [pending] = await tx.delete(pendingRegistrations).where(live).returning();
    if (!pending) throw invalidLink();
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, pending.email));
    const { address, ...profile } = pending.profile;
    const [customer] = await tx
      .insert(customers)
      .values({
        ...profile,
        email: pending.email,
        address: address ?? {},
        passwordHash: pending.passwordHash,
      })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    if (!customer) {
      throw new CommerceError(409, {
        email: 'This email already has an account: log in, or reset your password',
      });
    }
    return customer;
  });
}
