import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { limitBody } from '../http/body-limit.ts';
import type { RateLimits } from '../http/rate-limits.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { centraCatalogueRoutes } from './catalogue/centra-catalogue-routes.ts';
import { handleCommerceError } from './commerce-error.ts';
import { customerRoutes } from './customers/customer-routes.ts';
import type { PasswordHasher } from './customers/passwords.ts';
import type { Mailer } from './mail/mailer.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { paymentRoutes } from './payments/payment-routes.ts';
import { testPaymentProviderRoutes } from './payments/test-payment-provider.ts';
import { type CommerceEnv, replyError, sessionMiddleware } from './session/session-middleware.ts';
import { wishlistRoutes } from './wishlist/wishlist-routes.ts';

export type CommerceServiceOptions = {
  db: Database;
  mailer: Mailer;
  /** The shop's public origin, for links in emails. */
  publicUrl: string;
  /** Login, registration, reset and voucher limits (see `defaultRateLimitRules`). */
  limits: RateLimits;
  passwords: PasswordHasher;
  /** Told of the products whose stock an order took (to purge their cached pages and data). */
  onStockChanged?: (productIds: number[]) => Promise<void>;
  /** TEST_PAYMENTS: offer and take the test payment methods (default); false: none. */
  testPayments?: boolean;
  /**
   * The plugin's shared secret: the catalogue calls (`POST /products`, `GET /categories`,
   * `GET /brands`) then answer only server-side calls carrying it. Unset: they answer anyone,
   * as the catalogue pages show the same facts.
   */
  sharedSecret?: string | undefined;
  /** Where browsers reach this backend, for the test provider's page; default publicUrl/commerce. */
  ownUrl?: string;
  /** Origins a payment provider may send the shopper back to; default publicUrl's. */
  returnOrigins?: readonly string[];
};

/** Request bodies of the commerce backend are small; anything bigger is refused unread. */
export const commerceBodyLimit = 64 * 1024;

/**
 * The embedded Centra-style checkout API, mounted at `/commerce`: session token in the
 * `API-Token` header (`none` without one), JSON in and out, every answer carrying the token.
 */
export function commerceService({
  db,
  mailer,
  publicUrl,
  limits,
  passwords,
  onStockChanged,
  testPayments = true,
  sharedSecret,
  ownUrl = `${new URL(publicUrl).origin}/commerce`,
  returnOrigins = [new URL(publicUrl).origin],
}: CommerceServiceOptions) {
  const app = new Hono<CommerceEnv>();
  app.use(
    '*',
    limitBody<CommerceEnv>(commerceBodyLimit, (c) =>
      replyError(c, 413, { request: 'Request body too large (64 KB at most)' }),
    ),
  );
  app.use('*', sessionMiddleware({ db, limits }));
  app.route('/', cartRoutes({ db, limits, testPayments }));
  app.route(
    '/',
    customerRoutes({
      db,
      mailer,
      publicUrl,
      limits,
      passwords,
    }),
  );
  app.route('/', wishlistRoutes({ db }));
  app.route('/', orderRoutes({ db }));
  app.route(
    '/',
    paymentRoutes({ db, mailer, onStockChanged, testPayments, ownUrl, returnOrigins }),
  );
  // A page, not JSON: the test provider a `redirect` or `form` payment action leads to.
  if (testPayments) app.route('/', testPaymentProviderRoutes({ db }));
  app.route('/', centraCatalogueRoutes({ db, publicUrl, sharedSecret }));
  app.all('*', (c) =>
    replyError(c, 404, { request: 'No commerce endpoint at this method and address' }),
  );
  app.onError(handleCommerceError);
  return app;
}
