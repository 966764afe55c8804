import { requestLogger } from '@cairn/server-kit';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { clientAddress } from '../../http/client-address.ts';
import { RateLimited, type RateLimits } from '../../http/rate-limits.ts';
import { personName, text } from '../../http/text.ts';
import { addressSchema, emailSchema } from '../address.ts';
import { CommerceError } from '../commerce-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { commerceSessions, customers } from '../schema.ts';
import { type CommerceEnv, input, reply } from '../session/session-middleware.ts';
import {
  customerView,
  endCustomerSessions,
  findCustomer,
  findCustomerByEmail,
} from './customer-store.ts';
import { knownDeviceOf, rememberDevice, touchDevice } from './known-devices.ts';
import { checkPasswordLimited, takeCommerceLimit } from './login-limits.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { isBreachedPassword, type PasswordHasher } from './passwords.ts';
import { confirmRegistration, invalidLinkMessage, requestRegistration } from './registration.ts';

// Passwords keep their spaces; NFC makes one typed on another keyboard the same password.
const newPasswordSchema = text({
  max: 200,
  min: 8,
  trim: false,
  error: 'Choose a password',
})
  .refine((value) => value.trim().length > 0, 'must not be only spaces')
  .refine(
    (value) => !isBreachedPassword(value),
    'is one of the most common passwords in data breaches; choose another',
  );
const passwordSchema = text({
  max: 200,
  min: 1,
  minMessage: 'Enter your password',
  trim: false,
  error: 'Enter your password',
});

const profileFields = {
  firstName: personName({ max: 100 }).optional(),
  lastName: personName({ max: 100 }).optional(),
  phoneNumber: text({ max: 40 }).optional(),
  birthdate: z.iso.date({ error: 'a date as YYYY-MM-DD' }).nullable().optional(),
  address: addressSchema.optional(),
};

/** Registration takes the profile; anything else sent (such as a newsletter flag) is dropped. */
const registerBody = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  ...profileFields,
});

/** Paths a reset link may point at: this site only, never another host. */
const linkUriSchema = text({ max: 200 })
  .regex(/^\/(?![/\\])[A-Za-z0-9/_.-]*$/, 'a path on this site, such as /customer/reset-password')
  .default('/customer/reset-password');

export type CustomerRoutesOptions = {
  db: Database;
  mailer: Mailer;
  /** The shop's public origin, for links in emails. */
  publicUrl: string;
  limits: RateLimits;
  passwords: PasswordHasher;
};

/** The customer one is logged in as, or a 401. */
export function requireCustomer(c: Context<CommerceEnv>): number {
  const customerId = c.var.session.customerId;
  if (customerId === null) {
    throw new CommerceError(401, { session: 'Please log in first' }, { loggedIn: false });
  }
  return customerId;
}

/**
 * Accounts (requirements R-CALL-2 to R-CALL-6): register (confirmed by a link mailed to the address, so the
 * answer never tells whether an email has an account), login, logout, password reset by email,
 * profile and password change. Passwords are scrypt hashes; a token reads only its own customer.
 */
export function customerRoutes({
  db,
  mailer,
  publicUrl,
  limits,
  passwords,
}: CustomerRoutesOptions) {
  async function logIn(c: Context<CommerceEnv>, customerId: number) {
    const session = await c.var.session.ensure();
    await db
      .update(commerceSessions)
      .set({ customerId })
      .where(eq(commerceSessions.id, session.id));
    c.var.session.update({ customerId });
    await c.var.session.rotateToken();
  }

  return new Hono<CommerceEnv>()
    .post('/register', input('json', registerBody), async (c) => {
      const { password, ...profile } = c.req.valid('json');
      // Each registration costs a 128 MiB hash: limited per address before it is made.
      await takeCommerceLimit(c, () => limits.registrationsPerAddress.take(clientAddress(c)));
      // Hashed whether or not the email has an account, so the answer's timing tells nothing.
      const passwordHash = await passwords.hash(password);
      const { email, ...fields } = profile;
      await requestRegistration(db, mailer, {
        email,
        passwordHash,
        profile: fields,
        publicUrl,
        mayMail: () =>
          limits.registrationMailsPerRecipient.take(email).then(
            () => true,
            (error: unknown) => {
              if (error instanceof RateLimited) return false;
              throw error;
            },
          ),
      });
      void mailer
        .deliver()
        .catch((error: unknown) =>
          requestLogger().error({ err: error }, 'Registration email failed'),
        );
      return reply(
        c,
        {
          sent: true,
          message:
            'Check your inbox: we have sent a link to finish creating your account. It works for 24 hours.',
        },
        202,
      );
    })
    .post(
      '/register/confirm',
      input(
        'json',
        z.object({
          i: z.uuid({ error: invalidLinkMessage }),
          id: text({ min: 1, max: 100 }),
          password: passwordSchema,
        }),
      ),
      async (c) => {
        const { i, id, password } = c.req.valid('json');
        const customer = await confirmRegistration(
          db,
          { request: i, secret: id, password },
          {
            verify: passwords.verify,
            onInvalid: () =>
              takeCommerceLimit(c, () =>
                limits.registrationConfirmationsPerAddress.take(clientAddress(c)),
              ),
          },
        );
        await logIn(c, customer.id);
        // The mailbox and the password are proven: this browser is the owner's from now on.
        const device = await rememberDevice(db, customer.id);
        return reply(c, { loggedIn: true, customer: customerView(customer), device }, 201);
      },
    )
    .post(
      '/login/:email',
      input('param', z.object({ email: emailSchema })),
      input(
        'json',
        z.object({
          password: passwordSchema,
          // The token a browser got at an earlier login (known-devices.ts); anything else counts
          // as a new browser.
          device: text({ max: 200 }).optional(),
        }),
      ),
      async (c) => {
        const { email } = c.req.valid('param');
        const { password, device: deviceToken } = c.req.valid('json');
        const customer = await findCustomerByEmail(db, email);
        const device = customer ? await knownDeviceOf(db, deviceToken, email) : null;
        const valid = await checkPasswordLimited(
          c,
          limits,
          email,
          () =>
            customer
              ? passwords.verify(password, customer.passwordHash)
              : passwords.verifyAgainstDecoy(password),
          { trusted: device },
        );
        if (!customer || !valid) {
          throw new CommerceError(
            401,
            { password: 'The email or password is wrong' },
            { loggedIn: false },
          );
        }
        if (passwords.needsUpgrade(customer.passwordHash)) {
          // Hashed at older parameters: the password is at hand now, so rehash it at today's.
          await db
            .update(customers)
            .set({ passwordHash: await passwords.hash(password) })
            .where(eq(customers.id, customer.id));
        }
        await logIn(c, customer.id);
        if (device) await touchDevice(db, device);
        return reply(c, {
          loggedIn: true,
          customer: customerView(customer),
          device: device && deviceToken ? deviceToken : await rememberDevice(db, customer.id),
        });
      },
    )
    .post('/logout', async (c) => {
      await c.var.session.end();
      return reply(c, { loggedIn: false });
    })
    .post(
      '/password-reset-email',
      input('json', z.object({ email: emailSchema, linkUri: linkUriSchema })),
      async (c) => {
        const { email, linkUri } = c.req.valid('json');
        await takeCommerceLimit(c, () => limits.passwordResetsPerAddress.take(clientAddress(c)));
        // The work happens after the answer, so neither the answer nor its timing tells
        // whether the email has an account.
        void requestPasswordReset(db, mailer, { email, linkUri, publicUrl })
          .then(() => mailer.deliver())
          .catch((error: unknown) =>
            requestLogger().error({ err: error }, 'Password reset email failed'),
          );
        return reply(c, {
          sent: true,
          message: 'If an account has this email, a reset link is on its way.',
        });
      },
    )
    .post(
      '/password-reset',
      input(
        'json',
        z.object({
          i: z.uuid({ error: 'This reset link is invalid, used or expired' }),
          id: text({ min: 1, max: 100 }),
          newPassword: newPasswordSchema,
        }),
      ),
      async (c) => {
        const { i, id, newPassword } = c.req.valid('json');
        const customerId = await resetPassword(
          db,
          passwords,
          { request: i, secret: id, newPassword },
          () => takeCommerceLimit(c, () => limits.passwordResetsPerAddress.take(clientAddress(c))),
        );
        // The mailed link proves the owner: this browser passes the account's login limit
        // however many wrong passwords strangers send it.
        return reply(c, { reset: true, device: await rememberDevice(db, customerId) });
      },
    )
    .get('/customer', async (c) => {
      const customer = await findCustomer(db, requireCustomer(c));
      if (!customer) throw new CommerceError(401, { session: 'Please log in first' });
      return reply(c, { loggedIn: true, customer: customerView(customer) });
    })
    .put('/customer/update', input('json', z.object(profileFields)), async (c) => {
      const customerId = requireCustomer(c);
      const fields = c.req.valid('json');
      const [customer] = await db
        .update(customers)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(customers.id, customerId))
        .returning();
      if (!customer) throw new CommerceError(401, { session: 'Please log in first' });
      return reply(c, { customer: customerView(customer) });
    })
    .put(
      '/password',
      input('json', z.object({ password: passwordSchema, newPassword: newPasswordSchema })),
      async (c) => {
        const customerId = requireCustomer(c);
        const { password, newPassword } = c.req.valid('json');
        const customer = await findCustomer(db, customerId);
        if (!customer) throw new CommerceError(401, { session: 'Please log in first' });
        // Logged in already: the session is the owner's, whatever strangers send the account.
        const valid = await checkPasswordLimited(
          c,
          limits,
          customer.email,
          () => passwords.verify(password, customer.passwordHash),
          { trusted: `session:${c.var.session.record?.id ?? customerId}` },
        );
        if (!valid) {
          throw new CommerceError(400, { password: 'The current password is wrong' });
        }
        await db
          .update(customers)
          .set({ passwordHash: await passwords.hash(newPassword), updatedAt: sql`now()` })
          .where(eq(customers.id, customerId));
        await endCustomerSessions(db, customerId, c.var.session.record?.id);
        return reply(c, { changed: true });
      },
    );
}
