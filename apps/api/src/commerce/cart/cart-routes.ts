import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { clientAddress } from '../../http/client-address.ts';
import type { RateLimits } from '../../http/rate-limits.ts';
import { identifier as identifierText, text } from '../../http/text.ts';
import { addressSchema, countryCodeSchema } from '../address.ts';
import { CommerceError } from '../commerce-error.ts';
import { takeCommerceLimit } from '../customers/login-limits.ts';
import {
  availablePaymentMethods,
  noPaymentMethodMessage,
  paymentMethodIds,
} from '../payments/payment-methods.ts';
import { type CommerceEnv, input, reply } from '../session/session-middleware.ts';
import {
  addItem,
  applyVoucher,
  cartAnswer,
  emptyCartAnswer,
  maxLineQuantity,
  removeVoucher,
  setCountry,
  setLineQuantity,
  setPaymentFields,
  setPaymentMethod,
  setShippingMethod,
} from './cart-service.ts';

const identifier = identifierText({ max: 100 });
const quantityBody = z.object({
  quantity: z.number().int().min(1).max(maxLineQuantity).default(1),
});
const voucherBody = z.object({
  voucher: text({ min: 1, minMessage: 'Enter a voucher code', max: 64 }),
});

/**
 * The cart calls: `GET /selection` and the changes to it, each answering the whole cart (a
 * guest without a token gets a new session, cart and token).
 */
export function cartRoutes({
  db,
  limits,
  testPayments = true,
}: {
  db: Database;
  limits: RateLimits;
  /** TEST_PAYMENTS: offer the test payment methods (else none). */
  testPayments?: boolean;
}) {
  const methods = availablePaymentMethods(testPayments);
  return new Hono<CommerceEnv>()
    .get('/selection', async (c) => {
      // Reading the bag writes nothing: without a session it is empty (token `none`).
      const session = c.var.session.record;
      if (!session) return reply(c, emptyCartAnswer(methods));
      return reply(c, await cartAnswer(db, session.selectionId, methods));
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
        return reply(c, await cartAnswer(db, session.selectionId, methods));
      },
    )
    .put(
      '/lines/:line/quantity/:quantity',
      input(
        'param',
        z.object({
          line: identifier,
          quantity: text({ max: 3 })
            .regex(/^\d+$/, 'a whole number')
            .transform(Number)
            .pipe(z.number().int().min(0).max(maxLineQuantity)),
        }),
      ),
      async (c) => {
        const { line, quantity } = c.req.valid('param');
        const session = await c.var.session.ensure();
        await setLineQuantity(db, session.selectionId, line, quantity);
        return reply(c, await cartAnswer(db, session.selectionId, methods));
      },
    )
    .delete('/lines/:line', input('param', z.object({ line: identifier })), async (c) => {
      const session = await c.var.session.ensure();
      await setLineQuantity(db, session.selectionId, c.req.valid('param').line, 0);
      return reply(c, await cartAnswer(db, session.selectionId, methods));
    })
    .put(
      '/countries/:country',
      input('param', z.object({ country: countryCodeSchema })),
      async (c) => {
        const session = await c.var.session.ensure();
        await setCountry(db, session.selectionId, c.req.valid('param').country);
        return reply(c, await cartAnswer(db, session.selectionId, methods));
      },
    )
    .post('/vouchers', input('json', voucherBody), async (c) => {
      const address = clientAddress(c);
      const tries = limits.voucherFailuresPerAddress;
      const wait = await tries.waitFor(address);
      if (wait > 0) await takeCommerceLimit(c, () => tries.take(address), 'voucher');
      const session = await c.var.session.ensure();
      try {
        await applyVoucher(db, session.selectionId, c.req.valid('json').voucher);
      } catch (error) {
        // Only refused codes count: guessing codes is what the limit is for.
        if (error instanceof CommerceError && error.status === 400) {
          await takeCommerceLimit(c, () => tries.take(address), 'voucher');
        }
        throw error;
      }
      return reply(c, await cartAnswer(db, session.selectionId, methods));
    })
    .delete('/vouchers', input('json', voucherBody), async (c) => {
      const session = await c.var.session.ensure();
      await removeVoucher(db, session.selectionId, c.req.valid('json').voucher);
      return reply(c, await cartAnswer(db, session.selectionId, methods));
    })
    .put(
      '/shipping-methods/:shippingMethod',
      input('param', z.object({ shippingMethod: identifier })),
      async (c) => {
        const session = await c.var.session.ensure();
        await setShippingMethod(db, session.selectionId, c.req.valid('param').shippingMethod);
        return reply(c, await cartAnswer(db, session.selectionId, methods));
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
        if (methods.length === 0) {
          throw new CommerceError(400, { paymentMethod: noPaymentMethodMessage });
        }
        const session = await c.var.session.ensure();
        await setPaymentMethod(db, session.selectionId, c.req.valid('param').paymentMethod);
        return reply(c, await cartAnswer(db, session.selectionId, methods));
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
        return reply(c, await cartAnswer(db, session.selectionId, methods));
      },
    );
}
