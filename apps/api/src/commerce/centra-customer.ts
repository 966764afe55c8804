import { ApiError } from '@cairn/commerce-client';
import { centraShopperClient } from './centra-shopper-client.ts';

/**
 * With COMMERCE_API_URL the shopper's account is Centra's: whose account a session token is
 * logged into is asked there (`GET /customer` under the shopper's `API-token`, by the server's
 * client with the plugin's shared secret). Answers the email, or null for a guest's or an
 * unknown token (Centra's 401). Centra away throws (the caller's 503).
 */
export function centraCustomerEmail({
  commerceUrl,
  sharedSecret,
  fetch,
}: {
  commerceUrl: string;
  sharedSecret?: string | undefined;
  fetch: (request: Request) => Promise<Response>;
}) {
  return async function customerEmailOf(token: string | undefined): Promise<string | null> {
    const client = centraShopperClient(token, { commerceUrl, fetch, sharedSecret });
    if (!client) return null;
    try {
      return (await client.getCustomer()).email;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
