import { createClientState, createCommerceClient, memoryStorage } from '@cairn/commerce-client';

/**
 * A commerce client for one shopper's Centra session, from the server: their API-token (never
 * stored beyond this client) and the plugin's shared secret when one is set. Null without a
 * session.
 */
export function centraShopperClient(
  token: string | undefined,
  {
    commerceUrl,
    fetch,
    sharedSecret,
  }: {
    commerceUrl: string;
    fetch: (request: Request) => Promise<Response>;
    sharedSecret?: string | undefined;
  },
) {
  if (!token || token === 'none') return null;
  const state = createClientState(memoryStorage());
  state.setCartToken(token);
  return createCommerceClient({
    baseUrl: commerceUrl,
    fetch,
    state,
    ...(sharedSecret ? { sharedSecret } : {}),
  });
}
