import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The published client, from source: the API is its real counterpart (apps may use packages).
import {
  CommerceTimeoutError,
  createCommerceClient,
} from '../../../../packages/commerce-client/src/index.ts';
import { inMemoryDatabase, useTestApi } from '../testing/test-api.ts';
import { send, setStock, stockedSkus, stockOf, testAddress } from './testing/shopper.ts';

const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/**
 * Commerce slow, down, or its answer lost on the way back (issue 28, 5): the shopper gets an
 * answer in bounded time and a message to act on, never a wait for ever; an order placed
 * whose answer never arrived is found by paying again with the same key, never paid twice.
 */
describe('commerce slow, down, or an answer lost', () => {
  const api = useTestApi(inMemoryDatabase);
  let sku = '';
  beforeAll(async () => {
    [sku = ''] = await stockedSkus(api, 1, 5);
    await setStock(api, sku, 10);
  });

  /** Where the client's calls go: the embedded backend, through `faults` first. */
  function clientThrough(
    faults: (request: Request, answer: () => Promise<Response>) => Promise<Response>,
    timeoutMs = 400,
  ) {
    return createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      timeoutMs,
      fetch: (request) => faults(request, () => Promise.resolve(api.app.fetch(request))),
    });
  }

  /** Waits `ms`, or rejects as fetch does when the request's signal aborts first. */
  const stall = (request: Request, ms: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(request.signal.reason);
      });
    });

  const orderCount = async (email: string) => {
    const { rows } = (await api.database.db.execute(
      sql`select count(*)::int as orders from orders where email = ${email}`,
    )) as unknown as { rows: { orders: number }[] };
    return rows[0]?.orders ?? 0;
  };

  it('a backend that does not answer fails each call at the time-out, with a timeout error', async () => {
    const client = clientThrough(async (request) => {
      await stall(request, 60_000);
      throw new Error('not reached');
    });
    const started = performance.now();
    const failed = await client.getSelection().catch((error: unknown) => error);
    const waited = performance.now() - started;
    expect(failed).toBeInstanceOf(CommerceTimeoutError);
    expect((failed as CommerceTimeoutError).timeoutMs).toBe(400);
    expect(waited).toBeGreaterThanOrEqual(390);
    expect(waited).toBeLessThan(2000);
    // The caller's own abort is still the caller's: not said to be a time-out.
    const controller = new AbortController();
    const aborted = client.addItem(sku, 1, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.not.toBeInstanceOf(CommerceTimeoutError);
  });

  it('a payment whose answer was lost (dropped or too slow) is found by paying again with the same key, once', async () => {
    const email = `lost.answer.${Date.now()}@example.com`;
    let lose: 'drop' | 'slow' | undefined;
    const client = clientThrough(async (request, answer) => {
      const response = await answer();
      // The backend has done the work; the answer goes missing on the way back.
      if (lose && new URL(request.url).pathname === '/commerce/payment') {
        const how = lose;
        lose = undefined;
        if (how === 'drop') throw new TypeError('fetch failed: socket hang up');
        await stall(request, 5000);
      }
      return response;
    });
    await client.addItem(sku, 2);
    const stockBefore = await stockOf(api, sku);
    const payment = {
      termsAndConditions: true as const,
      address: { ...testAddress, email },
      card,
    };
    const idempotencyKey = 'checkout-attempt-lost-answer-1';

    lose = 'drop';
    await expect(client.pay(payment, { idempotencyKey })).rejects.toThrow(TypeError);
    lose = 'slow';
    await expect(client.pay(payment, { idempotencyKey })).rejects.toBeInstanceOf(
      CommerceTimeoutError,
    );
    // The third try hears the answer: the order the first one placed.
    const paid = await client.pay(payment, { idempotencyKey });
    if (paid.action !== 'success') throw new Error(`paying answered ${paid.action}`);
    expect(await orderCount(email)).toBe(1);
    expect(await stockOf(api, sku)).toBe(stockBefore - 2);
    // The receipt is that order too, and the session's bag is empty again.
    expect((await client.getReceipt()).order).toBe(paid.order.order);
    expect((await client.getSelection()).selection.items).toEqual([]);
  });
});

describe('the shop server with its Centra away (COMMERCE_API_URL)', () => {
  // A port that refuses connections (listened on, then closed), and one that never answers.
  let refusing = '';
  let silent: Server | undefined;
  let silentUrl = '';
  beforeAll(async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    refusing = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api/checkout`;
    await new Promise((resolve) => closed.close(resolve));
    silent = createServer(() => {
      // Accepts and never answers: Centra hung.
    });
    await new Promise<void>((resolve) => silent?.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api/checkout`;
  });
  afterAll(() => {
    silent?.closeAllConnections();
    return new Promise((resolve) => silent?.close(resolve));
  });

  describe('refusing connections', () => {
    const api = useTestApi(inMemoryDatabase, () => ({
      env: { COMMERCE_API_URL: refusing, COMMERCE_SHARED_SECRET: 'plugin-shared-secret-1234' },
      seed: { productImages: false, embeddedCommerce: false },
    }));

    it('answers add-item 503 naming commerce at once, call after call (the circuit opens)', async () => {
      const timings: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const started = performance.now();
        const answer = await send(api, 'POST', '/api/cart/add-item', {
          body: { sku: 'ANY-SKU-M' },
          headers: { 'API-Token': 'none' },
        });
        timings.push(performance.now() - started);
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ dependency: 'commerce' });
        expect(answer.body.error).toMatch(/not answering; please try again/);
      }
      expect(Math.max(...timings)).toBeLessThan(1000);
    });
  });

  describe('never answering', () => {
    const api = useTestApi(inMemoryDatabase, () => ({
      env: { COMMERCE_API_URL: silentUrl, COMMERCE_SHARED_SECRET: 'plugin-shared-secret-1234' },
      seed: { productImages: false, embeddedCommerce: false },
    }));

    it('answers add-item 503 at its 5 s time-out, not when Centra gets round to it', async () => {
      const started = performance.now();
      const answer = await send(api, 'POST', '/api/cart/add-item', {
        body: { sku: 'ANY-SKU-M' },
        headers: { 'API-Token': 'none' },
      });
      const waited = performance.now() - started;
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ dependency: 'commerce' });
      expect(waited).toBeGreaterThanOrEqual(4900);
      expect(waited).toBeLessThan(8000);
    }, 15_000);
  });
});
