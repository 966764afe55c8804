import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../db/database.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { handleCommerceError } from './commerce-error.ts';
import { customerRoutes } from './customers/customer-routes.ts';
import { defaultLoginLimits, type LoginLimits } from './customers/login-limits.ts';
import type { Mailer } from './mail/mailer.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { paymentRoutes } from './payments/payment-routes.ts';
import { type CommerceEnv, replyError, sessionMiddleware } from './session/session-middleware.ts';
import { wishlistRoutes } from './wishlist/wishlist-routes.ts';

export type CommerceServiceOptions = {
  db: Database;
  mailer: Mailer;
  /** The shop's public origin, for links in emails. */
  publicUrl: string;
  loginLimits?: Partial<LoginLimits>;
};

/** Request bodies of the commerce backend are small; anything bigger is refused unread. */
export const commerceBodyLimit = 64 * 1024;

/**
 * The embedded Centra-style checkout API, mounted at `/commerce`: session token in the
 * `API-Token` header (`none` without one), JSON in and out, every answer carrying the token.
 */
export function commerceService({ db, mailer, publicUrl, loginLimits }: CommerceServiceOptions) {
  const app = new Hono<CommerceEnv>();
  app.use(
    '*',
    bodyLimit({
      maxSize: commerceBodyLimit,
      onError: (c) => replyError(c, 413, { request: 'Request body too large (64 KB at most)' }),
    }),
  );
  app.use('*', sessionMiddleware({ db }));
  app.route('/', cartRoutes({ db }));
  app.route(
    '/',
    customerRoutes({
      db,
      mailer,
      publicUrl,
      loginLimits: { ...defaultLoginLimits, ...loginLimits },
    }),
  );
  app.route('/', wishlistRoutes({ db }));
  app.route('/', orderRoutes({ db }));
  app.route('/', paymentRoutes({ db, mailer }));
  app.all('*', (c) =>
    replyError(c, 404, { request: `No commerce endpoint at ${c.req.method} ${c.req.path}` }),
  );
  app.onError(handleCommerceError);
  return app;
}
