import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { handleCommerceError } from '../commerce-error.ts';
import { CommerceSession } from '../session/commerce-session.ts';
import { type CommerceEnv, input, reply } from '../session/session-middleware.ts';
import { addItem, cartAnswer, maxLineQuantity } from './cart-service.ts';

/**
 * `POST /api/cart/{token}/add-item` (own server, seed 000 section 7): adds a size to the cart
 * the token names, answering the cart and its token (a new one when the token named no live
 * session).
 */
export function addItemRoute({ db }: { db: Database }) {
  return new Hono<CommerceEnv>()
    .post(
      '/cart/:token/add-item',
      input('param', z.object({ token: z.string().min(1).max(200) })),
      async (c, next) => {
        c.set('session', await CommerceSession.open(db, c.req.valid('param').token));
        await next();
      },
      input(
        'json',
        z.object({
          sku: z.string().trim().min(1, 'Choose a size').max(100),
          quantity: z.number().int().min(1).max(maxLineQuantity).default(1),
        }),
      ),
      async (c) => {
        const { sku, quantity } = c.req.valid('json');
        const session = await c.var.session.ensure();
        await addItem(db, session.selectionId, sku, quantity);
        return reply(c, await cartAnswer(db, session.selectionId));
      },
    )
    .onError(handleCommerceError);
}
