import { describe, expect, it } from 'vitest';
import { sampleCart } from '../testing/sample-answers.ts';
import { createOwnServerClient } from './own-server-client.ts';

function recordingFetch(answer: unknown) {
  const requests: { method: string; path: string; token: string | null; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const text = await request.text();
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      token: request.headers.get('API-Token'),
      body: text ? JSON.parse(text) : undefined,
    });
    return Response.json(answer);
  };
  return { fetch, requests };
}

describe('own-server cart and Voyado Engage calls', () => {
  it('adds an item to the cart a token names (in the API-Token header, never the URL), quantity 1 by default', async () => {
    const server = recordingFetch(sampleCart({ token: 'abc' }));
    const shop = createOwnServerClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    const cart = await shop.addItemToCart('abc/../x', 'A-1-M');
    expect(cart.token).toBe('abc');
    await shop.addItemToCart(null, 'A-1-M', 3);
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/api/cart/add-item',
        token: 'abc/../x',
        body: { sku: 'A-1-M', quantity: 1 },
      },
      {
        method: 'POST',
        path: '/api/cart/add-item',
        token: 'none',
        body: { sku: 'A-1-M', quantity: 3 },
      },
    ]);
  });

  it('signs up for the newsletter and reports a new account', async () => {
    // One body that answers both calls.
    const server = recordingFetch({ pending: true, message: 'Check your inbox', received: true });
    const shop = createOwnServerClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await shop.newsletterSignup('a@b.c');
    await shop.accountCreation(
      { email: 'a@b.c', firstName: 'Ada', countryCode: 'GB' },
      { token: 'session-token' },
    );
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/api/voyado-engage/newsletter-signup',
        token: null,
        body: { email: 'a@b.c' },
      },
      {
        method: 'POST',
        path: '/api/voyado-engage/account-creation',
        token: 'session-token',
        body: { email: 'a@b.c', firstName: 'Ada', countryCode: 'GB' },
      },
    ]);
  });
});
