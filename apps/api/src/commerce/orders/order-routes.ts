import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { CommerceError } from '../commerce-error.ts';
import { requireCustomer } from '../customers/customer-routes.ts';
import { orders } from '../schema.ts';
import { type CommerceEnv, input, reply } from '../session/session-middleware.ts';
import { orderViews } from './order-view.ts';

/** Orders of the logged-in customer, newest first, and the session's latest receipt. */
export function orderRoutes({ db }: { db: Database }) {
  return new Hono<CommerceEnv>()
    .post(
      '/orders',
      input(
        'json',
        z.object({
          from: z.number().int().min(0).max(100_000).default(0),
          size: z.number().int().min(1).max(50).default(10),
        }),
      ),
      async (c) => {
        const customerId = requireCustomer(c);
        const { from, size } = c.req.valid('json');
        const mine = eq(orders.customerId, customerId);
        const [rows, [total]] = await Promise.all([
          db.select().from(orders).where(mine).orderBy(desc(orders.id)).limit(size).offset(from),
          db.select({ orders: count() }).from(orders).where(mine),
        ]);
        return reply(c, {
          orders: await orderViews(db, rows),
          ordersPaging: { from, size, total: total?.orders ?? 0 },
        });
      },
    )
    .get('/receipt', async (c) => {
      const orderId = c.var.session.record?.lastOrderId;
      const rows =
        orderId == null ? [] : await db.select().from(orders).where(eq(orders.id, orderId));
      const [order] = await orderViews(db, rows);
      if (!order)
        throw new CommerceError(404, { receipt: 'No order has been placed in this session' });
      return reply(c, { order });
    });
}
