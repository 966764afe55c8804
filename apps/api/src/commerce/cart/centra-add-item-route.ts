import {
  ApiError,
  createClientState,
  createCommerceClient,
  memoryStorage,
} from '@cairn/commerce-client';
import { tokenHeader } from '@cairn/commerce-client/contract';
import { Hono } from 'hono';
import { input } from '../session/session-middleware.ts';
import { addItemBody } from './add-item-body.ts';

/**
 * `POST /api/cart/add-item` (own server, requirements R-CALL-13) with COMMERCE_API_URL: the
 * shopper's cart is Centra's, so the size is added there (`POST /items/{item}`) under the
 * shopper's `API-token`, by the server's commerce client carrying the plugin's shared secret.
 * Centra's answer (the cart and its token, or its `errors`) goes back as it came; the fetch
 * has a time-out and a circuit breaker (a 503 naming `commerce` when Centra is away).
 */
export function centraAddItemRoute({
  commerceUrl,
  sharedSecret,
  fetch,
}: {
  commerceUrl: string;
  sharedSecret?: string | undefined;
  fetch: (request: Request) => Promise<Response>;
}) {
  return new Hono().post('/cart/add-item', input('json', addItemBody), async (c) => {
    const { sku, quantity } = c.req.valid('json');
    const state = createClientState(memoryStorage());
    const sent = c.req.header(tokenHeader);
    if (sent && sent !== 'none') state.setCartToken(sent);
    const client = createCommerceClient({
      baseUrl: commerceUrl,
      fetch,
      state,
      ...(sharedSecret ? { sharedSecret } : {}),
    });
    try {
      const cart = await client.addItem(sku, quantity);
      c.header(tokenHeader, state.cartToken ?? 'none');
      return c.json(cart);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      const body =
        error.body && typeof error.body === 'object' ? error.body : { error: error.message };
      return new Response(JSON.stringify(body), {
        status: error.status,
        headers: { 'content-type': 'application/json', [tokenHeader]: state.cartToken ?? 'none' },
      });
    }
  });
}
