import { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { RateLimits } from '../../http/rate-limits.ts';
import { handleCommerceError } from '../commerce-error.ts';
import { availablePaymentMethods } from '../payments/payment-methods.ts';
import {
  type CommerceEnv,
  input,
  reply,
  sessionMiddleware,
} from '../session/session-middleware.ts';
import { addItemBody } from './add-item-body.ts';
import { addItem, cartAnswer } from './cart-service.ts';

/**
 * `POST /api/cart/add-item` (own server, requirements R-CALL-13): adds a size to the cart the
 * `API-Token` header names, answering the cart and its token (a new one when the token named
 * no live session). The token travels in the header only: a bearer token in a URL ends up in
 * logs, histories and Referer headers, so the old `/api/cart/{token}/add-item` is retired.
 */
export function addItemRoute({
  db,
  limits,
  testPayments = true,
}: {
  db: Database;
  /** The limit on new sessions per address (an anonymous write). */
  limits: Pick<RateLimits, 'sessionsPerAddress'>;
  /** TEST_PAYMENTS: whether the cart it answers offers the test payment methods. */
  testPayments?: boolean;
}) {
  const methods = availablePaymentMethods(testPayments);
  return new Hono<CommerceEnv>()
    .post(
      '/cart/add-item',
      sessionMiddleware({ db, limits }),
      input('json', addItemBody),
      async (c) => {
        const { sku, quantity } = c.req.valid('json');
        const session = await c.var.session.ensure();
        await addItem(db, session.selectionId, sku, quantity);
        return reply(c, await cartAnswer(db, session.selectionId, methods));
      },
    )
    .onError(handleCommerceError);
}
