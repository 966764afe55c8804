import type { Customer } from '@cairn/commerce-client/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { commerceSessions, customers } from '../schema.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** A customer as the API answers: never the password hash. */
export function customerView(customer: CustomerRow): Customer {
  return {
    customer: customer.id,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phoneNumber: customer.phoneNumber,
    birthdate: customer.birthdate,
    address: customer.address,
  };
}

export async function findCustomerByEmail(db: Database, email: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.email, email));
  return customer;
}

export async function findCustomer(db: Database, id: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id));
  return customer;
}

/** Ends a customer's sessions (all, or all but one), as after a password change or reset. */
export async function endCustomerSessions(db: Database, customerId: number, except?: string) {
  await db
    .update(commerceSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(commerceSessions.customerId, customerId),
        isNull(commerceSessions.endedAt),
        except ? ne(commerceSessions.id, except) : undefined,
      ),
    );
}
