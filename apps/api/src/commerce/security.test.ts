import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApi } from '../testing/test-api.ts';
import { type Answer, Shopper, send, stockedSkus, testAddress } from './testing/shopper.ts';

const injections = [
  "' OR '1'='1",
  "'; DROP TABLE customers; --",
  '" OR ""="',
  '1; SELECT pg_sleep(3) --',
  "\\'; DELETE FROM variants; --",
  '$$; DROP TABLE orders; $$',
  "admin'--",
];

/** Every commerce and own-server call that takes input, for malformed-body checks. */
const endpoints: [method: string, path: string][] = [
  ['POST', '/commerce/register'],
  ['POST', '/commerce/login/a%40example.com'],
  ['POST', '/commerce/password-reset-email'],
  ['POST', '/commerce/password-reset'],
  ['PUT', '/commerce/customer/update'],
  ['PUT', '/commerce/password'],
  ['POST', '/commerce/orders'],
  ['POST', '/commerce/customer/wishlists/0'],
  ['POST', '/commerce/items/X-1'],
  ['POST', '/commerce/vouchers'],
  ['DELETE', '/commerce/vouchers'],
  ['PUT', '/commerce/payment-fields'],
  ['POST', '/commerce/payment'],
  ['POST', '/api/cart/add-item'],
  ['POST', '/api/voyado-engage/newsletter-signup'],
  ['POST', '/api/voyado-engage/account-creation'],
];

describe.each(testDatabases())('commerce security on $name', (database) => {
  const api = useTestApi(database);
  let skus: string[];
  let sequence = 0;
  const seen: Answer[] = [];
  beforeAll(async () => {
    skus = await stockedSkus(api, 3, 5);
  });

  const count = async (table: string) =>
    (
      (await api.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;
  const customer = async () => {
    const shopper = new Shopper(api, `192.0.2.${100 + sequence}`);
    await shopper.register(`idor.${Date.now()}.${sequence++}@example.com`, 'pass phrase one');
    return shopper;
  };
  const record = (answer: Answer) => {
    seen.push(answer);
    return answer;
  };

  describe('one customer cannot reach another', () => {
    it("keeps orders, receipt, wishlist, cart and profile to their owner's token", async () => {
      const alice = await customer();
      const bob = await customer();
      await alice.post(`/customer/wishlists/0/items/${skus[0]?.split('-').slice(0, 2).join('-')}`);
      const order = record(await alice.checkout([skus[0] ?? ''])).body.order;
      const aliceLine = record(await alice.post(`/items/${skus[1]}`)).body.selection.items[0].line;

      const orders = record(await bob.post('/orders'));
      expect(orders.body.orders).toEqual([]);
      expect(orders.body.ordersPaging.total).toBe(0);
      expect(record(await bob.get('/receipt')).status).toBe(404);
      expect(record(await bob.post('/customer/wishlists/0')).body.wishlist.items).toEqual([]);
      expect(record(await bob.get('/customer')).body.customer.email).toMatch(/^idor\./);
      expect((await bob.get('/customer')).body.customer.email).not.toBe(
        (await alice.get('/customer')).body.customer.email,
      );
      expect(record(await bob.put(`/lines/${aliceLine}/quantity/0`)).status).toBe(404);
      expect(record(await bob.delete(`/lines/${aliceLine}`)).status).toBe(404);
      expect((await alice.get('/selection')).body.selection.items).toHaveLength(1);

      // Alice's own calls see her things.
      expect(record(await alice.get('/receipt')).body.order.order).toBe(order.order);
      expect(record(await alice.post('/orders')).body.orders[0].order).toBe(order.order);

      // A guest and a forged token see nothing of either.
      for (const token of ['none', 'A'.repeat(43), `${alice.token?.slice(0, -1)}x`]) {
        const headers = { 'API-Token': token };
        expect((await send(api, 'GET', '/commerce/customer', { headers })).status).toBe(401);
        expect((await send(api, 'GET', '/commerce/receipt', { headers })).status).toBe(404);
        expect((await send(api, 'POST', '/commerce/orders', { headers })).status).toBe(401);
      }
    });

    it('never answers password hashes or secrets', async () => {
      const shopper = await customer();
      record(await shopper.get('/customer'));
      record(await shopper.put('/customer/update', { body: { firstName: 'Eve' } }));
      record(await shopper.post('/password-reset-email', { body: { email: 'x@example.com' } }));
      for (const answer of seen) {
        const text = JSON.stringify(answer.body);
        expect(text).not.toMatch(/scrypt\$|password_?hash|token_?hash/i);
      }
    });
  });

  describe('malformed and oversized bodies', () => {
    /** Not JSON, or not an object: always refused. */
    const malformed = [
      '{not json',
      '[]',
      'null',
      '"text"',
      '42',
      '{"email":',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ];
    /** Objects with wrong types: refused where the field is read, ignored where it is not. */
    const wrongTypes = [
      '{"email":{"$gt":""},"password":["x"],"quantity":"1","voucher":null,"sku":7}',
      JSON.stringify({ address: 'not an object', card: 5, from: -1, size: 1e9, page: 'x' }),
    ];

    it('answers every malformed body with a 4xx and an error, never a 500', async () => {
      const shopper = await customer();
      for (const [method, path] of endpoints) {
        for (const body of [...malformed, ...wrongTypes]) {
          const answer = await send(api, method, path, {
            body,
            headers: { 'API-Token': shopper.token ?? 'none' },
          });
          const label = `${method} ${path} ${body.slice(0, 40)}`;
          expect(answer.status, label).toBeLessThan(500);
          if (malformed.includes(body)) {
            expect(answer.status, label).toBeGreaterThanOrEqual(400);
            expect(answer.body, label).toHaveProperty('error');
          }
        }
      }
    });

    it('answers 413 for bodies over 64 KB', async () => {
      const huge = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(70_000) });
      for (const [method, path] of endpoints) {
        const answer = await send(api, method, path, { body: huge });
        expect(answer.status, `${method} ${path}`).toBe(413);
      }
    });

    it('answers 404 in the same shape for a commerce path that does not exist', async () => {
      const answer = await send(api, 'GET', '/commerce/nothing-here');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({
        token: 'none',
        error: expect.stringContaining('No commerce endpoint'),
      });
    });
  });

  describe('SQL injection', () => {
    it('treats injection strings in every text field as plain text', async () => {
      const before = {
        variants: await count('variants'),
        customers: await count('customers'),
        orders: await count('orders'),
      };
      for (const payload of injections) {
        const shopper = new Shopper(api, '192.0.2.200');
        const answers: Answer[] = [];
        const encoded = encodeURIComponent(payload);
        answers.push(
          await shopper.post('/register', {
            body: { email: `${payload}@example.com`, password: payload.padEnd(8, 'x') },
          }),
          await shopper.post(`/login/${encoded}`, { body: { password: payload } }),
          await shopper.post(`/items/${encoded}`),
          await shopper.put(`/lines/${encoded}/quantity/1`),
          await shopper.put(`/countries/${encoded}`),
          await shopper.put(`/shipping-methods/${encoded}`),
          await shopper.put(`/payment-methods/${encoded}`),
          await shopper.post('/vouchers', { body: { voucher: payload } }),
          await shopper.delete('/vouchers', { body: { voucher: payload } }),
          await shopper.post('/password-reset-email', {
            body: { email: payload, linkUri: payload },
          }),
          await shopper.post('/password-reset', {
            body: { i: payload, id: payload, newPassword: payload.padEnd(8, 'x') },
          }),
          await shopper.post(`/customer/wishlists/${encoded}`),
          await send(api, 'POST', '/api/cart/add-item', {
            headers: { 'API-Token': encoded },
            body: { sku: payload },
          }),
          await send(api, 'POST', '/api/voyado-engage/newsletter-signup', {
            body: { email: payload },
          }),
        );
        // Names follow the name rule (letters, no links: a 400 for these); every other text
        // field takes them as text.
        const text = { ...testAddress, city: payload };
        answers.push(
          await shopper.put('/payment-fields', { body: { address: text } }),
          await shopper.post(`/items/${skus[2]}`),
          await shopper.pay({
            address: text,
            card: { number: payload.slice(0, 30), expiry: '12/39', cvc: '123' },
          }),
        );
        const registered = new Shopper(api, '192.0.2.201');
        await registered.register(
          `inj.${Date.now()}.${sequence++}@example.com`,
          payload.padEnd(8, 'x'),
        );
        answers.push(
          await registered.put('/customer/update', {
            body: { address: { address1: payload } },
          }),
          await registered.post(`/customer/wishlists/0/items/${encoded}`),
        );
        for (const answer of answers) {
          expect(answer.status, `${payload}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
        }
        const named = await registered.put('/customer/update', {
          body: { firstName: payload, lastName: payload },
        });
        expect(named.status, payload).toBe(400);
        // Stored verbatim and read back verbatim.
        const profile = await registered.get('/customer');
        expect(profile.body.customer.address.address1).toBe(payload.trim());
        const cart = await shopper.get('/selection');
        expect(cart.body.selection.address.city).toBe(payload.trim());
      }
      expect(await count('variants')).toBe(before.variants);
      expect(await count('orders')).toBe(before.orders);
      expect(await count('customers')).toBeGreaterThan(before.customers ?? 0);
    });
  });
});
