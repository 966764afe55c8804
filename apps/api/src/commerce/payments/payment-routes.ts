import type { PaymentAction } from '@cairn/commerce-client/contract';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { text } from '../../http/text.ts';
import { addressSchema } from '../address.ts';
import { CommerceError } from '../commerce-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderViews } from '../orders/order-view.ts';
import { orderLines, orders, selections } from '../schema.ts';
import type { CommerceSession } from '../session/commerce-session.ts';
import { type CommerceEnv, input, reply } from '../session/session-middleware.ts';
import { placeOrder } from './checkout.ts';
import {
  isProviderPaymentMethod,
  noPaymentMethodMessage,
  paymentMethodIds,
  paymentMethods,
} from './payment-methods.ts';
import { confirmProviderPayment, startProviderPayment } from './provider-payments.ts';

const paymentBody = z.object({
  paymentMethod: z.enum(paymentMethodIds, { error: 'unknown payment method' }).optional(),
  termsAndConditions: z.literal(true, { error: 'Accept the terms and conditions' }),
  address: addressSchema.optional(),
  shippingAddress: addressSchema.optional(),
  card: z
    .object({
      number: text({ max: 30 }),
      expiry: text({ max: 5 }).regex(/^\d{1,2}\/\d{2}$/, 'an expiry date as MM/YY'),
      cvc: text({ max: 4 }).regex(/^\d{3,4}$/, '3 or 4 digits'),
    })
    .optional(),
  idempotencyKey: text({ min: 8, max: 100 }).optional(),
  // Centra's names: where a provider's page sends the shopper back, paid or not.
  paymentReturnPage: text({ max: 2000 }).optional(),
  paymentFailedPage: text({ max: 2000 }).optional(),
});

const paymentResultBody = z.object({
  // Centra's shape: every parameter the provider's return brought, as the shop received it.
  paymentMethodFields: z.object({
    attempt: z.uuid({ error: 'the payment is not recognised' }),
    result: text({ min: 16, max: 200 }),
  }),
});

/**
 * `POST /payment` (requirements R-CALL-11), answering one of Centra's actions: `success` with
 * the order (201, or 200 for a repeated payment of one selection or one idempotency key, from
 * the `Idempotency-Key` header or `idempotencyKey` field) for the test card and invoice;
 * `redirect` (the provider page's address) or `form` (a form posting to it) for the methods
 * paid on a provider's page, whose return then comes to `POST /payment-result`, answering
 * `success` with the order. Return pages must be pages of the shop (`returnOrigins`).
 */
export function paymentRoutes({
  db,
  mailer,
  onStockChanged,
  testPayments = true,
  ownUrl,
  returnOrigins,
}: {
  db: Database;
  mailer: Mailer;
  onStockChanged?: ((productIds: number[]) => Promise<void>) | undefined;
  /** TEST_PAYMENTS: take the test payment methods (else refuse every payment: none is on offer). */
  testPayments?: boolean;
  /** Where this backend is reached from a browser (`https://shop.example/commerce`). */
  ownUrl: string;
  /** The shop origins a provider may send the shopper back to (never another site). */
  returnOrigins: readonly string[];
}) {
  const successOf = async (c: Context<CommerceEnv>, orderId: number, created: boolean) => {
    if (created && onStockChanged) {
      const lines = await db
        .select({ productId: orderLines.productId })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      // Before the answer: the shopper's next page must already show the new stock.
      await onStockChanged(lines.map((line) => line.productId));
    }
    const rows = await db.select().from(orders).where(eq(orders.id, orderId));
    const [order] = await orderViews(db, rows);
    if (!order) throw new Error(`Order ${orderId} was placed but not found`);
    return reply(c, { action: 'success', order } satisfies PaymentAction, created ? 201 : 200);
  };
  const shopPage = (field: string, page: string | undefined): string => {
    const url = page && URL.canParse(page) ? new URL(page) : undefined;
    if (!url) throw new CommerceError(400, { [field]: 'required for this payment method' });
    if (!returnOrigins.includes(url.origin)) {
      throw new CommerceError(400, { [field]: 'must be a page of the shop' });
    }
    return url.href;
  };

  return new Hono<CommerceEnv>()
    .post(
      '/payment',
      input('header', z.object({ 'idempotency-key': text({ min: 8, max: 100 }).optional() })),
      input('json', paymentBody),
      async (c) => {
        if (!testPayments) throw new CommerceError(400, { paymentMethod: noPaymentMethodMessage });
        const body = c.req.valid('json');
        const method = body.paymentMethod ?? (await chosenMethod(db, c.var.session));
        const provider = paymentMethods.find(
          (entry) => entry.paymentMethod === method && isProviderPaymentMethod(entry.paymentMethod),
        );
        if (provider && isProviderPaymentMethod(provider.paymentMethod)) {
          const action = await startProviderPayment(
            db,
            c.var.session,
            {
              paymentMethod: provider.paymentMethod,
              kind: provider.kind === 'form' ? 'form' : 'redirect',
              address: body.address,
              shippingAddress: body.shippingAddress,
              paymentReturnPage: shopPage('paymentReturnPage', body.paymentReturnPage),
              paymentFailedPage: shopPage('paymentFailedPage', body.paymentFailedPage),
            },
            ownUrl,
          );
          return reply(c, action);
        }
        const idempotencyKey = body.idempotencyKey ?? c.req.valid('header')['idempotency-key'];
        const { orderId, created } = await placeOrder(db, mailer, c.var.session, {
          ...body,
          idempotencyKey,
        });
        return successOf(c, orderId, created);
      },
    )
    .post('/payment-result', input('json', paymentResultBody), async (c) => {
      if (!testPayments) throw new CommerceError(400, { paymentMethod: noPaymentMethodMessage });
      const { paymentMethodFields } = c.req.valid('json');
      const { orderId, created } = await confirmProviderPayment(
        db,
        mailer,
        c.var.session,
        paymentMethodFields,
      );
      return successOf(c, orderId, created);
    });
}

/** The method the checkout chose earlier (`PUT /payment-methods/{method}`), if any. */
async function chosenMethod(db: Database, session: CommerceSession): Promise<string | undefined> {
  const selectionId = session.record?.selectionId;
  if (!selectionId) return undefined;
  const [selection] = await db
    .select({ paymentMethod: selections.paymentMethod })
    .from(selections)
    .where(eq(selections.id, selectionId));
  return selection?.paymentMethod ?? undefined;
}
