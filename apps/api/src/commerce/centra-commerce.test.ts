import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  sampleCart,
  sampleCartLine,
  sampleCustomer,
  sampleOrder,
} from '@cairn/commerce-client/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMemoryDatabase, useTestApi } from '../testing/test-api.ts';
import { send } from './testing/shopper.ts';

/** An order line as Centra's receipt lists it: the cart's line without what only a cart has. */
function receiptLine() {
  const {
    available: _available,
    product,
    ...line
  } = sampleCartLine({
    sku: 'SKU-1-M',
    item: 'SKU-1-M',
    quantity: 2,
    priceEachAsNumber: 50,
  });
  const { items: _items, ...orderedProduct } = product;
  return { ...line, product: { ...orderedProduct, sku: 'SKU-1' } };
}

/**
 * A stand-in Centra checkout plugin that records what it was sent, answering whole answers of
 * the contract (the shop's client checks every answer outside production).
 */
function fakeCentra() {
  const seen: { method: string; path: string; headers: Record<string, unknown>; body: string }[] =
    [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      if (request.url?.endsWith('/receipt')) {
        // Centra's GET /receipt: the session's last order, 404 before one.
        const paid = request.headers['api-token'] === 'centra-customer-1';
        response.writeHead(paid ? 200 : 404, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            paid
              ? {
                  token: 'centra-customer-1',
                  order: sampleOrder({ order: '1001', items: [receiptLine()] }),
                }
              : { token: 'centra-guest-2', errors: { receipt: 'No order yet' } },
          ),
        );
        return;
      }
      if (request.url?.endsWith('/customer')) {
        // Centra's GET /customer: the account the token is logged into, 401 for any other.
        const loggedIn = request.headers['api-token'] === 'centra-customer-1';
        response.writeHead(loggedIn ? 200 : 401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            loggedIn
              ? {
                  token: 'centra-customer-1',
                  loggedIn: true,
                  customer: sampleCustomer({ email: 'ada@example.com' }),
                }
              : { token: 'none', errors: { session: 'Please log in first' } },
          ),
        );
        return;
      }
      const refused = (request.url ?? '').includes('sold-out');
      response.writeHead(refused ? 410 : 200, {
        'content-type': 'application/json',
        'API-token': 'centra-session-2',
      });
      response.end(
        JSON.stringify(
          refused
            ? { token: 'centra-session-2', errors: { stock: 'out of stock' } }
            : sampleCart({
                token: 'centra-session-2',
                selection: { items: [sampleCartLine({ item: 'X' })] },
              }),
        ),
      );
    });
  });
  return { server, seen };
}

describe('commerce on a Centra checkout API (COMMERCE_API_URL)', () => {
  const centra = fakeCentra();
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => centra.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(centra.server.address() as AddressInfo).port}/api/checkout`;
  });
  afterAll(() => new Promise((resolve) => centra.server.close(resolve)));
  const api = useTestApi(inMemoryDatabase, () => ({
    env: { COMMERCE_API_URL: url, COMMERCE_SHARED_SECRET: 'plugin-shared-secret-1234' },
    seed: { productImages: false, embeddedCommerce: false },
  }));

  it('serves no embedded commerce backend, and seeds none of its vouchers', async () => {
    expect((await send(api, 'GET', '/commerce/selection')).status).toBe(404);
    const result = (await api.database.db.execute(
      sql`select count(*)::int as vouchers from vouchers`,
    )) as unknown as { rows: { vouchers: number }[] };
    expect(result.rows[0]?.vouchers).toBe(0);
  });

  it("adds to the shopper's Centra cart from the server, with the token and the shared secret", async () => {
    const answer = await send(api, 'POST', '/api/cart/add-item', {
      body: { sku: 'SKU-1', quantity: 2 },
      headers: { 'API-Token': 'centra-session-1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.token).toBe('centra-session-2');
    expect(answer.body).toMatchObject({ selection: { items: [{ item: 'X' }] } });
    expect(centra.seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/checkout/items/SKU-1',
      headers: {
        'api-token': 'centra-session-1',
        authorization: 'Bearer plugin-shared-secret-1234',
      },
      body: JSON.stringify({ quantity: 2 }),
    });
    // The secret goes to Centra only, never back to the caller.
    expect(JSON.stringify(answer.body)).not.toContain('plugin-shared-secret');
  });

  it("answers Centra's refusal as it came, and bad input before calling Centra", async () => {
    const refused = await send(api, 'POST', '/api/cart/add-item', {
      body: { sku: 'sold-out' },
      headers: { 'API-Token': 'none' },
    });
    expect(refused.status).toBe(410);
    expect(refused.body.errors).toEqual({ stock: 'out of stock' });
    const calls = centra.seen.length;
    const bad = await send(api, 'POST', '/api/cart/add-item', { body: { sku: '' } });
    expect(bad.status).toBe(400);
    expect(centra.seen.length).toBe(calls);
  });

  it("takes the account-creation hook only from the account's own Centra session", async () => {
    const hook = (token: string, email: string) =>
      send(api, 'POST', '/api/voyado-engage/account-creation', {
        body: { email, firstName: 'Ada', lastName: 'Lovelace' },
        headers: { 'API-Token': token },
      });
    const taken = await hook('centra-customer-1', 'ada@example.com');
    expect(taken.status).toBe(200);
    expect(centra.seen.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/checkout/customer',
      headers: { 'api-token': 'centra-customer-1' },
    });
    // Another address than the session's, or a session of no account: refused.
    expect((await hook('centra-customer-1', 'someone.else@example.com')).status).toBe(403);
    expect((await hook('centra-guest-2', 'ada@example.com')).status).toBe(403);
    const calls = centra.seen.length;
    expect((await hook('none', 'ada@example.com')).status).toBe(403);
    expect(centra.seen.length).toBe(calls);
  });

  it("reports the session's Centra order to the recommendations once, from Centra's receipt", async () => {
    const report = (token: string) =>
      send(api, 'POST', '/api/elevate/order', {
        body: { session: 'session-key-1', customer: 'customer-key-1' },
        headers: { 'API-Token': token },
      });
    const first = await report('centra-customer-1');
    expect(first.status).toBe(200);
    expect(centra.seen.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/checkout/receipt',
      headers: { 'api-token': 'centra-customer-1' },
    });
    // Once: a replayed report of the same order is refused; so is a session that paid nothing.
    expect((await report('centra-customer-1')).status).toBe(409);
    expect((await report('centra-guest-2')).status).toBe(409);
  });
});
