import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { addressSchema, countryCodeSchema } from '../address.ts';
import { paymentMethodIds } from '../payments/payment-methods.ts';
import { type CommerceEnv, input, reply } from '../session/session-middleware.ts';
import {
  addItem,
  applyVoucher,
  cartAnswer,
  maxLineQuantity,
  removeVoucher,
  setCountry,
  setLineQuantity,
  setPaymentFields,
  setPaymentMethod,
  setShippingMethod,
} from './cart-service.ts';

const identifier = z.string().min(1).max(100);
const quantityBody = z.object({
  quantity: z.number().int().min(1).max(maxLineQuantity).default(1),
});
const voucherBody = z.object({ voucher: z.string().trim().min(1, 'Enter a voucher code').max(64) });

/**
 * The cart calls: `GET /selection` and the changes to it, each answering the whole cart (a
 * guest without a token gets a new session, cart and token).
 */
export function cartRoutes({ db }: { db: Database }) {
  return new Hono<CommerceEnv>()
    .get('/selection', async (c) => {
      const session = await c.var.session.ensure();
      return reply(c, await cartAnswer(db, session.selectionId));
    })
    .post(
      '/items/:item',
      input('param', z.object({ item: identifier })),
      input('json', quantityBody),
      async (c) => {
        const session = await c.var.session.ensure();
        await addItem(
          db,
          session.selectionId,
          c.req.valid('param').item,
          c.req.valid('json').quantity,
        );
        return reply(c, await cartAnswer(db, session.selectionId));
      },
    )
    .put(
      '/lines/:line/quantity/:quantity',
      input(
        'param',
        z.object({
          line: identifier,
          quantity: z.coerce.number().int().min(0).max(maxLineQuantity),
        }),
      ),
      async (c) => {
        const { line, quantity } = c.req.valid('param');
        const session = await c.var.session.ensure();
        await setLineQuantity(db, session.selectionId, line, quantity);
        return reply(c, await cartAnswer(db, session.selectionId));
      },
    )
    .delete('/lines/:line', input('param', z.object({ line: identifier })), async (c) => {
      const session = await c.var.session.ensure();
      await setLineQuantity(db, session.selectionId, c.req.valid('param').line, 0);
      return reply(c, await cartAnswer(db, session.selectionId));
    })
    .put(
      '/countries/:country',
      input('param', z.object({ country: countryCodeSchema })),
      async (c) => {
        const session = await c.var.session.ensure();
        await setCountry(db, session.selectionId, c.req.valid('param').country);
        return reply(c, await cartAnswer(db, session.selectionId));
      },
    )
    .post('/vouchers', input('json', voucherBody), async (c) => {
      const session = await c.var.session.ensure();
      await applyVoucher(db, session.selectionId, c.req.valid('json').voucher);
      return reply(c, await cartAnswer(db, session.selectionId));
    })
    .delete('/vouchers', input('json', voucherBody), async (c) => {
      const session = await c.var.session.ensure();
      await removeVoucher(db, session.selectionId, c.req.valid('json').voucher);
      return reply(c, await cartAnswer(db, session.selectionId));
    })
    .put(
      '/shipping-methods/:shippingMethod',
      input('param', z.object({ shippingMethod: identifier })),
      async (c) => {
        const session = await c.var.session.ensure();
        await setShippingMethod(db, session.selectionId, c.req.valid('param').shippingMethod);
        return reply(c, await cartAnswer(db, session.selectionId));
      },
    )
    .put(
      '/payment-methods/:paymentMethod',
      input(
        'param',
        z.object({
          paymentMethod: z.enum(paymentMethodIds, { error: 'unknown payment method' }),
        }),
      ),
      async (c) => {
        const session = await c.var.session.ensure();
        await setPaymentMethod(db, session.selectionId, c.req.valid('param').paymentMethod);
        return reply(c, await cartAnswer(db, session.selectionId));
      },
    )
    .put(
      '/payment-fields',
      input(
        'json',
        z.object({
          address: addressSchema.optional(),
          shippingAddress: addressSchema.nullable().optional(),
        }),
      ),
      async (c) => {
        const session = await c.var.session.ensure();
        await setPaymentFields(db, session.selectionId, c.req.valid('json'));
        return reply(c, await cartAnswer(db, session.selectionId));
      },
    );
}
