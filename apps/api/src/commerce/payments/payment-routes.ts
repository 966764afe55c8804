import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { addressSchema } from '../address.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderViews } from '../orders/order-view.ts';
import { orders } from '../schema.ts';
import { type CommerceEnv, input, reply } from '../session/session-middleware.ts';
import { placeOrder } from './checkout.ts';
import { paymentMethodIds } from './payment-methods.ts';

const paymentBody = z.object({
  paymentMethod: z.enum(paymentMethodIds, { error: 'unknown payment method' }).optional(),
  termsAndConditions: z.literal(true, { error: 'Accept the terms and conditions' }),
  address: addressSchema.optional(),
  shippingAddress: addressSchema.optional(),
  card: z
    .object({
      number: z.string().max(30),
      expiry: z.string().regex(/^\d{1,2}\/\d{2}$/, 'an expiry date as MM/YY'),
      cvc: z.string().regex(/^\d{3,4}$/, '3 or 4 digits'),
    })
    .optional(),
  idempotencyKey: z.string().min(8).max(100).optional(),
});

/**
 * `POST /payment`: pays with a built-in test method and answers the order (201), or the same
 * order again (200) for a repeated payment of one selection or one idempotency key
 * (`Idempotency-Key` header or `idempotencyKey` field).
 */
export function paymentRoutes({ db, mailer }: { db: Database; mailer: Mailer }) {
  return new Hono<CommerceEnv>().post(
    '/payment',
    input('header', z.object({ 'idempotency-key': z.string().min(8).max(100).optional() })),
    input('json', paymentBody),
    async (c) => {
      const body = c.req.valid('json');
      const idempotencyKey = body.idempotencyKey ?? c.req.valid('header')['idempotency-key'];
      const { orderId, created } = await placeOrder(db, mailer, c.var.session, {
        ...body,
        idempotencyKey,
      });
      const rows = await db.select().from(orders).where(eq(orders.id, orderId));
      const [order] = await orderViews(db, rows);
      return reply(c, { action: 'success', order }, created ? 201 : 200);
    },
  );
}
