import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { Shopper, send, stockedSkus } from '../commerce/testing/shopper.ts';
import { createRateLimits, limiterFactory } from '../http/rate-limits.ts';
import { socketFrom, testDatabases, useTestApi } from '../testing/test-api.ts';
import { orderNotFoundMessage, trackingRoutes } from './tracking-routes.ts';

describe.each(testDatabases())('order tracking on $name', (database) => {
  const api = useTestApi(database);
  let orderNumber: string;
  beforeAll(async () => {
    const shopper = new Shopper(api);
    const paid = await shopper.checkout(await stockedSkus(api, 1));
    expect(paid.status).toBe(201);
    orderNumber = String(paid.body.order.order);
  });

  const track = (body: unknown, address = '198.51.100.1') =>
    send(api, 'POST', '/api/orders/track', { body, address });

  it('answers the status, carrier and expected delivery for the right number and email', async () => {
    const answer = await track({ orderNumber: ` ${orderNumber} `, email: 'ADA@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      orderNumber,
      status: 'Being prepared',
      carrier: 'Royal Mail Tracked 48',
    });
    expect(answer.body.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.body).not.toHaveProperty('address');
  });

  it('gives one message for a wrong email, an unknown number or a malformed number', async () => {
    const answers = await Promise.all([
      track({ orderNumber, email: 'someone@example.com' }),
      track({ orderNumber: '999999', email: 'ada@example.com' }),
      track({ orderNumber: "1' OR '1'='1", email: 'ada@example.com' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: orderNotFoundMessage });
    }
  });

  it('answers 400 with messages for missing or malformed fields', async () => {
    for (const body of [{}, { orderNumber }, { orderNumber, email: 'nope' }, 'x', '{"a":']) {
      const answer = await track(body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
  });

  it('refuses further guesses from an address after too many misses, and not from others', async () => {
    const limits = createRateLimits(limiterFactory({ kind: 'memory' }), {
      trackingFailuresPerAddress: { points: 3, durationSeconds: 900 },
    });
    const app = new Hono().route('/api', trackingRoutes({ db: api.database.db, limits }));
    const guess = (orderNumberGuess: string, address: string) =>
      app.request(
        '/api/orders/track',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ orderNumber: orderNumberGuess, email: 'ada@example.com' }),
        },
        socketFrom(address),
      );
    // A match does not use up a guess.
    expect((await guess(orderNumber, '203.0.113.9')).status).toBe(200);
    for (const number of ['1', '2', '3']) {
      expect((await guess(number, '203.0.113.9')).status).toBe(404);
    }
    const limited = await guess(orderNumber, '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(890);
    expect((await guess(orderNumber, '203.0.113.10')).status).toBe(200);
  });
});
