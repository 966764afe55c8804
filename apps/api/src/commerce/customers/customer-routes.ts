import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
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
import { beginPasswordAttempt, clientAddress, type LoginLimits } from './login-limits.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';

const newPasswordSchema = z
  .string({ error: 'Choose a password' })
  .min(8, 'at least 8 characters')
  .max(200, 'at most 200 characters')
  .refine((value) => value.trim().length > 0, 'must not be only spaces');
const passwordSchema = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(200, 'at most 200 characters');

const profileFields = {
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  phoneNumber: z.string().trim().max(40).optional(),
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
const linkUriSchema = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[A-Za-z0-9/_.-]*$/, 'a path on this site, such as /customer/reset-password')
  .default('/customer/reset-password');

export type CustomerRoutesOptions = {
  db: Database;
  mailer: Mailer;
  /** The shop's public origin, for links in emails. */
  publicUrl: string;
  loginLimits: LoginLimits;
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
 * Accounts (seed 000 section 7): register, login, logout, password reset by email, profile
 * and password change. Passwords are scrypt hashes; a token reads only its own customer.
 */
export function customerRoutes({ db, mailer, publicUrl, loginLimits }: CustomerRoutesOptions) {
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
      const passwordHash = await hashPassword(password);
      const [customer] = await db
        .insert(customers)
        .values({ ...profile, address: profile.address ?? {}, passwordHash })
        .onConflictDoNothing({ target: customers.email })
        .returning();
      if (!customer) throw new CommerceError(409, { email: 'already registered' });
      await logIn(c, customer.id);
      return reply(c, { loggedIn: true, customer: customerView(customer) }, 201);
    })
    .post(
      '/login/:email',
      input('param', z.object({ email: emailSchema })),
      input('json', z.object({ password: passwordSchema })),
      async (c) => {
        const { email } = c.req.valid('param');
        const { password } = c.req.valid('json');
        const attempt = await beginPasswordAttempt(db, email, clientAddress(c), loginLimits);
        const customer = await findCustomerByEmail(db, email);
        const valid = customer
          ? await verifyPassword(password, customer.passwordHash)
          : await verifyAgainstDecoy(password);
        if (!customer || !valid) {
          throw new CommerceError(
            401,
            { password: 'The email or password is wrong' },
            { loggedIn: false },
          );
        }
        await attempt.succeeded();
        await logIn(c, customer.id);
        return reply(c, { loggedIn: true, customer: customerView(customer) });
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
        // The work happens after the answer, so neither the answer nor its timing tells
        // whether the email has an account.
        void requestPasswordReset(db, mailer, { email, linkUri, publicUrl })
          .then(() => mailer.deliver())
          .catch((error: unknown) => console.error('Password reset email failed:', error));
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
          id: z.string().min(1).max(100),
          newPassword: newPasswordSchema,
        }),
      ),
      async (c) => {
        const { i, id, newPassword } = c.req.valid('json');
        await resetPassword(db, { request: i, secret: id, newPassword });
        return reply(c, { reset: true });
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
        const attempt = await beginPasswordAttempt(
          db,
          customer.email,
          clientAddress(c),
          loginLimits,
        );
        if (!(await verifyPassword(password, customer.passwordHash))) {
          throw new CommerceError(400, { password: 'The current password is wrong' });
        }
        await attempt.succeeded();
        await db
          .update(customers)
          .set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` })
          .where(eq(customers.id, customerId));
        await endCustomerSessions(db, customerId, c.var.session.record?.id);
        return reply(c, { changed: true });
      },
    );
}
