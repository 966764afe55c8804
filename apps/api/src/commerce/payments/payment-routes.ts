import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { text } from '../../http/text.ts';
import { addressSchema } from '../address.ts';
import { CommerceError } from '../commerce-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderViews } from '../orders/order-view.ts';
import { orderLines, orders } from '../schema.ts';
import { type CommerceEnv, input, reply } from '../session/session-middleware.ts';
import { placeOrder } from './checkout.ts';
import { noPaymentMethodMessage, paymentMethodIds } from './payment-methods.ts';

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
});

/**
 * `POST /payment`: pays with a built-in test method and answers the order (201), or the same
 * order again (200) for a repeated payment of one selection or one idempotency key
 * (`Idempotency-Key` header or `idempotencyKey` field).
 */
export function paymentRoutes({
  db,
  mailer,
  onStockChanged,
  testPayments = true,
}: {
  db: Database;
  mailer: Mailer;
  onStockChanged?: ((productIds: number[]) => Promise<void>) | undefined;
  /** TEST_PAYMENTS: take the test payment methods (else refuse every payment: none is on offer). */
  testPayments?: boolean;
}) {
  return new Hono<CommerceEnv>().post(
    '/payment',
    input('header', z.object({ 'idempotency-key': text({ min: 8, max: 100 }).optional() })),
    input('json', paymentBody),
    async (c) => {
      if (!testPayments) throw new CommerceError(400, { paymentMethod: noPaymentMethodMessage });
      const body = c.req.valid('json');
      const idempotencyKey = body.idempotencyKey ?? c.req.valid('header')['idempotency-key'];
      const { orderId, created } = await placeOrder(db, mailer, c.var.session, {
        ...body,
        idempotencyKey,
      });
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
      return reply(c, { action: 'success', order }, created ? 201 : 200);
    },
  );
}
