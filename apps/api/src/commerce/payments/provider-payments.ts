import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PaymentAction as ContractPaymentAction } from '@cairn/commerce-client/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { requiredAddressFields } from '../address.ts';
import { pricedCart } from '../cart/cart-service.ts';
import { CommerceError } from '../commerce-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type Address, paymentAttempts, selections } from '../schema.ts';
import type { CommerceSession } from '../session/commerce-session.ts';
import { placeOrder } from './checkout.ts';
import { isProviderPaymentMethod, type ProviderPaymentMethodId } from './payment-methods.ts';

/** How long the provider's page and its return stay good after `POST /payment`. */
export const paymentAttemptLifetimeMs = 60 * 60 * 1000;

/** Centra's `POST /payment` answers short of the order: pay on the provider's page, or post its form. */
export type PaymentAction = Exclude<ContractPaymentAction, { action: 'success' }>;

export type ProviderPaymentRequest = {
  paymentMethod: ProviderPaymentMethodId;
  kind: 'redirect' | 'form';
  address?: Address | undefined;
  shippingAddress?: Address | undefined;
  paymentReturnPage: string;
  paymentFailedPage: string;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The test provider's page of an attempt, under the backend's own address. */
export function providerPageUrl(ownUrl: string, attemptId: string): string {
  return `${ownUrl.replace(/\/$/, '')}/test-payment-provider/${attemptId}`;
}

/**
 * `POST /payment` with a method paid on a provider's page: checks what the order will need
 * (a bag, the address), remembers the attempt with its amount and the shop's return pages, and
 * answers where the shopper goes: the page's address (`redirect`) or a form posting to it.
 * Nothing is charged and no stock is taken until the provider's result comes back.
 */
export async function startProviderPayment(
  db: Database,
  session: CommerceSession,
  request: ProviderPaymentRequest,
  ownUrl: string,
): Promise<PaymentAction> {
  const record = session.record;
  if (!record) throw new CommerceError(400, { selection: 'Your bag is empty' });
  const [selection] = await db
    .select()
    .from(selections)
    .where(eq(selections.id, record.selectionId));
  if (!selection) throw new CommerceError(400, { selection: 'Your bag is empty' });
  const { cart, priced } = await pricedCart(db, selection.id);
  if (cart.lines.length === 0) throw new CommerceError(400, { selection: 'Your bag is empty' });
  const address: Address = { ...(request.address ?? selection.address) };
  const missing: Record<string, string> = {};
  for (const field of requiredAddressFields) {
    if (!address[field]) missing[`address.${field}`] = 'required';
  }
  if (Object.keys(missing).length > 0) throw new CommerceError(400, missing);

  const id = randomUUID();
  await db.insert(paymentAttempts).values({
    id,
    sessionId: record.id,
    selectionId: selection.id,
    method: request.paymentMethod,
    amountMinor: priced.grandTotal,
    currency: priced.market.currency,
    address,
    shippingAddress: request.shippingAddress ?? selection.shippingAddress,
    returnPage: request.paymentReturnPage,
    failedPage: request.paymentFailedPage,
  });
  const url = providerPageUrl(ownUrl, id);
  if (request.kind === 'redirect') return { action: 'redirect', url };
  // A provider's form as Centra hands it on: the checkout posts it (never runs it as markup).
  return {
    action: 'form',
    formHtml: `<form method="post" action="${url}"><input type="hidden" name="attempt" value="${id}"></form>`,
  };
}

/** The provider's page: what it shows, and whether it may still be paid or cancelled. */
export async function findOpenAttempt(db: Database, attemptId: string, now = new Date()) {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.id, attemptId),
        eq(paymentAttempts.status, 'pending'),
        gt(paymentAttempts.createdAt, new Date(now.getTime() - paymentAttemptLifetimeMs)),
      ),
    );
  return attempt;
}

/**
 * The test provider's decision: paid (the attempt is `authorised` and the shopper returns to
 * the shop's return page with a one-time result, stored hashed) or cancelled (back to the
 * failed page). Answers where the shopper goes next; undefined for an attempt that is not open.
 */
export async function decideAttempt(
  db: Database,
  attemptId: string,
  decision: 'pay' | 'cancel',
): Promise<string | undefined> {
  const attempt = await findOpenAttempt(db, attemptId);
  if (!attempt) return undefined;
  const result = randomBytes(24).toString('base64url');
  const [changed] = await db
    .update(paymentAttempts)
    .set(
      decision === 'pay'
        ? { status: 'authorised', resultHash: sha256(result) }
        : { status: 'cancelled' },
    )
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'pending')))
    .returning({ id: paymentAttempts.id });
  if (!changed) return undefined;
  if (decision === 'cancel') {
    const failed = new URL(attempt.failedPage);
    failed.searchParams.set('payment', 'cancelled');
    return failed.href;
  }
  const back = new URL(attempt.returnPage);
  back.searchParams.set('paymentMethod', attempt.method);
  back.searchParams.set('attempt', attempt.id);
  back.searchParams.set('result', result);
  return back.href;
}

/**
 * `POST /payment-result`: the provider's return, as the shop received it, places the order
 * once. The attempt must be this session's, paid at the provider, not yet used, and the result
 * must be the one the provider handed out: a tampered result is refused (400), a replayed one
 * too (409), and the order's total must still be the amount paid.
 */
export async function confirmProviderPayment(
  db: Database,
  mailer: Mailer,
  session: CommerceSession,
  fields: { attempt: string; result: string },
): Promise<{ orderId: number; created: boolean }> {
  const record = session.record;
  const [attempt] = record
    ? await db
        .select()
        .from(paymentAttempts)
        .where(
          and(eq(paymentAttempts.id, fields.attempt), eq(paymentAttempts.sessionId, record.id)),
        )
    : [];
  if (!attempt) throw new CommerceError(404, { payment: 'No such payment in this session' });
  if (attempt.status === 'completed') {
    throw new CommerceError(409, { payment: 'This payment has been confirmed already' });
  }
  if (attempt.status !== 'authorised' || !attempt.resultHash) {
    throw new CommerceError(400, { payment: 'The payment was not completed on the payment page' });
  }
  const given = Buffer.from(sha256(fields.result));
  if (!timingSafeEqual(given, Buffer.from(attempt.resultHash))) {
    throw new CommerceError(400, { payment: 'The payment result does not match the payment' });
  }
  const method = attempt.method;
  if (!isProviderPaymentMethod(method))
    throw new Error(`Attempt ${attempt.id} has method ${method}`);
  // One confirmation wins: a second (replayed or concurrent) finds the attempt taken.
  const [claimed] = await db
    .update(paymentAttempts)
    .set({ status: 'completed' })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'authorised')))
    .returning({ id: paymentAttempts.id });
  if (!claimed)
    throw new CommerceError(409, { payment: 'This payment has been confirmed already' });
  try {
    const placed = await placeOrder(db, mailer, session, {
      paymentMethod: method,
      address: attempt.address,
      ...(attempt.shippingAddress ? { shippingAddress: attempt.shippingAddress } : {}),
      idempotencyKey: `payment-attempt:${attempt.id}`,
      providerPaidMinor: attempt.amountMinor,
    });
    await db
      .update(paymentAttempts)
      .set({ orderId: placed.orderId })
      .where(eq(paymentAttempts.id, attempt.id));
    return placed;
  } catch (error) {
    // No order: the result may be brought again (after the bag is fixed, or the database is back).
    await db
      .update(paymentAttempts)
      .set({ status: 'authorised' })
      .where(eq(paymentAttempts.id, attempt.id));
    throw error;
  }
}
