import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inMemoryDatabase, testDatabases, useTestApi } from '../../testing/test-api.ts';
import {
  paymentBody,
  priceOf,
  Shopper,
  setStock,
  stockedSkus,
  stockOf,
  testAddress,
} from '../testing/shopper.ts';
import { noPaymentMethodMessage } from './payment-methods.ts';

describe.each(testDatabases())('checkout and orders on $name', (database) => {
  const api = useTestApi(database);
  let skus: string[];
  beforeAll(async () => {
    skus = await stockedSkus(api, 12, 5);
  });

  const sku = (index: number) => skus[index] ?? '';
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await api.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const orderCount = async (variant: string) =>
    (
      await rows<{ orders: number }>(
        sql`select count(distinct order_id)::int as orders from order_lines where sku = ${variant}`,
      )
    )[0]?.orders ?? 0;

  describe('POST /payment', () => {
    it('turns the cart into an order with the test card that succeeds', async () => {
      await setStock(api, sku(0), 10);
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(0)}`, { body: { quantity: 2 } });
      await shopper.post('/vouchers', { body: { voucher: 'WELCOME10' } });
      const cart = (await shopper.get('/selection')).body.selection;
      const answer = await shopper.pay();
      expect(answer.status).toBe(201);
      const { order } = answer.body;
      expect(answer.body.action).toBe('success');
      expect(order).toMatchObject({
        order: expect.stringMatching(/^\d{6,}$/),
        status: 'paid',
        email: testAddress.email,
        items: [
          expect.objectContaining({
            sku: sku(0),
            quantity: 2,
            priceEachAsNumber: (await priceOf(api, sku(0))) / 100,
            discounts: { vouchers: [expect.objectContaining({ voucher: 'WELCOME10' })] },
          }),
        ],
        totals: cart.totals,
        discounts: { vouchers: [expect.objectContaining({ voucher: 'WELCOME10' })] },
        shippingAddress: expect.objectContaining({ country: 'GB' }),
        currencyFormat: cart.currencyFormat,
        paymentReference: 'test-card ending 4242',
      });
      expect(await stockOf(api, sku(0))).toBe(8);
      // The session carries on with a new, empty cart; the receipt shows the order.
      const next = await shopper.get('/selection');
      expect(next.body.selection.items).toEqual([]);
      const receipt = await shopper.get('/receipt');
      expect(receipt.status).toBe(200);
      expect(receipt.body.order.order).toBe(order.order);
      // The confirmation is in the outbox, written with the order.
      const [mail] = await rows<{ subject: string; recipient: string }>(
        sql`select subject, recipient from outbox where kind = 'order-confirmation' and subject like ${`%${order.order}`}`,
      );
      expect(mail).toEqual({
        subject: `Your Cairn order ${order.order}`,
        recipient: 'ada@example.com',
      });
    });

    it('declines 4000 0000 0000 0002 (402) without an order or taking stock', async () => {
      await setStock(api, sku(1), 5);
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(1)}`);
      const answer = await shopper.pay({
        card: { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' },
      });
      expect(answer.status).toBe(402);
      expect(answer.body.errors.card).toBe('Your card was declined');
      expect(await stockOf(api, sku(1))).toBe(5);
      expect((await shopper.get('/selection')).body.selection.items).toHaveLength(1);
      expect((await shopper.get('/receipt')).status).toBe(404);
    });

    it('refuses an empty bag, a missing address, unaccepted terms and a bad card', async () => {
      const empty = await new Shopper(api).pay();
      expect(empty.status).toBe(400);
      expect(empty.body.errors.selection).toBe('Your bag is empty');

      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(2)}`);
      const noAddress = await shopper.pay({ address: { firstName: 'Ada' } });
      expect(noAddress.status).toBe(400);
      expect(Object.keys(noAddress.body.errors)).toEqual([
        'address.lastName',
        'address.email',
        'address.address1',
        'address.city',
        'address.zipCode',
        'address.country',
      ]);
      const terms = await shopper.pay({ termsAndConditions: false });
      expect(terms.status).toBe(400);
      expect(terms.body.errors.termsAndConditions).toBeDefined();
      const luhn = await shopper.pay({
        card: { number: '4242 4242 4242 4241', expiry: '12/39', cvc: '123' },
      });
      expect(luhn.status).toBe(400);
      const expired = await shopper.pay({
        card: { number: '4242 4242 4242 4242', expiry: '01/20', cvc: '123' },
      });
      expect(expired.status).toBe(400);
      expect(expired.body.errors['card.expiry']).toBe('The card has expired');
    });

    it('refuses a delivery address in another country than the cart is priced for', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(2)}`);
      const answer = await shopper.pay({ address: { ...testAddress, country: 'DE' } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors['shippingAddress.country']).toContain('GB');
      await shopper.put('/countries/DE');
      const german = await shopper.pay({ address: { ...testAddress, country: 'DE' } });
      expect(german.status).toBe(201);
      expect(german.body.order.currency).toBe('EUR');
      expect(german.body.order.currencyFormat.prefix).toBe('€');
      // The next cart keeps the country.
      expect((await shopper.get('/selection')).body.location.country).toBe('DE');
    });

    it('pays later with the test invoice method', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(3)}`);
      await shopper.put('/payment-methods/test-invoice');
      const answer = await shopper.pay({ card: undefined });
      expect(answer.status).toBe(201);
      expect(answer.body.order.paymentMethod).toBe('test-invoice');
    });

    it('answers 410 with the unavailable lines when stock ran out since adding', async () => {
      await setStock(api, sku(4), 5);
      await setStock(api, sku(5), 5);
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(4)}`, { body: { quantity: 2 } });
      await shopper.post(`/items/${sku(5)}`, { body: { quantity: 1 } });
      await setStock(api, sku(4), 1);
      const answer = await shopper.pay();
      expect(answer.status).toBe(410);
      expect(answer.body.unavailable).toEqual([
        expect.objectContaining({ sku: sku(4), requested: 2, available: 1 }),
      ]);
      // Nothing was taken: the whole payment rolled back.
      expect(await stockOf(api, sku(5))).toBe(5);
      expect(await stockOf(api, sku(4))).toBe(1);
      expect((await shopper.get('/selection')).body.selection.items).toHaveLength(2);
    });
    it('answers 410 naming a size of a product retired since it went in the bag', async () => {
      await setStock(api, sku(7), 5);
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(7)}`);
      const retire = (at: string | null) =>
        rows(
          sql`update products set retired_at = ${at}::timestamptz where id = (select product_id from variants where sku = ${sku(7)})`,
        );
      await retire(new Date().toISOString());
      try {
        const answer = await shopper.pay();
        expect(answer.status).toBe(410);
        expect(answer.body.unavailable).toEqual([
          expect.objectContaining({ sku: sku(7), requested: 1, available: 0 }),
        ]);
        expect(await stockOf(api, sku(7))).toBe(5);
      } finally {
        await retire(null);
      }
    });
  });

  describe('racing for stock', () => {
    it('sells the last unit once when many shoppers pay at the same moment', async () => {
      const variant = sku(6);
      await setStock(api, variant, 5);
      const shoppers = Array.from(
        { length: 12 },
        (_, index) => new Shopper(api, `10.0.0.${index}`),
      );
      for (const shopper of shoppers) await shopper.post(`/items/${variant}`);
      await setStock(api, variant, 1);
      const answers = await Promise.all(shoppers.map((shopper) => shopper.pay()));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 410)).toHaveLength(11);
      for (const answer of answers.filter((a) => a.status === 410)) {
        expect(answer.body.error).toMatch(/no longer available/);
        expect(answer.body.unavailable).toEqual([
          expect.objectContaining({ sku: variant, requested: 1, available: 0 }),
        ]);
      }
      expect(await stockOf(api, variant)).toBe(0);
      expect(await orderCount(variant)).toBe(1);
    });

    it('never oversells: 20 shoppers wanting 2 each of 7 units get 3 orders', async () => {
      const variant = sku(7);
      await setStock(api, variant, 40);
      const shoppers = Array.from(
        { length: 20 },
        (_, index) => new Shopper(api, `10.0.1.${index}`),
      );
      for (const shopper of shoppers)
        await shopper.post(`/items/${variant}`, { body: { quantity: 2 } });
      await setStock(api, variant, 7);
      const answers = await Promise.all(shoppers.map((shopper) => shopper.pay()));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      expect(answers.every((answer) => answer.status === 201 || answer.status === 410)).toBe(true);
      expect(await stockOf(api, variant)).toBe(1);
      expect(await orderCount(variant)).toBe(3);
    });

    it('keeps two carts that share sizes in opposite order free of deadlocks', async () => {
      const [a, b] = [sku(8), sku(9)];
      await setStock(api, a, 30);
      await setStock(api, b, 30);
      const shoppers = Array.from(
        { length: 10 },
        (_, index) => new Shopper(api, `10.0.2.${index}`),
      );
      for (const [index, shopper] of shoppers.entries()) {
        for (const variant of index % 2 ? [a, b] : [b, a]) await shopper.post(`/items/${variant}`);
      }
      const answers = await Promise.all(shoppers.map((shopper) => shopper.pay()));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
      expect(await stockOf(api, a)).toBe(20);
      expect(await stockOf(api, b)).toBe(20);
    });
  });

  describe('paying twice', () => {
    it('makes one order when the same cart is paid for twice at once', async () => {
      const variant = sku(10);
      await setStock(api, variant, 10);
      const shopper = new Shopper(api);
      await shopper.post(`/items/${variant}`);
      const token = shopper.token ?? '';
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          new Shopper(api).call('POST', '/payment', {
            body: paymentBody(),
            headers: { 'API-Token': token },
          }),
        ),
      );
      const numbers = new Set(answers.map((answer) => answer.body.order?.order));
      expect(numbers.size).toBe(1);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(await stockOf(api, variant)).toBe(9);
      expect(await orderCount(variant)).toBe(1);
    });

    it('answers the first order again for a repeated idempotency key', async () => {
      const variant = sku(11);
      await setStock(api, variant, 10);
      const shopper = new Shopper(api);
      await shopper.post(`/items/${variant}`);
      const headers = { 'Idempotency-Key': 'checkout-attempt-0001' };
      const first = await shopper.pay({}, headers);
      const again = await shopper.pay({}, headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.body.order.order).toBe(first.body.order.order);
      expect(await stockOf(api, variant)).toBe(9);
    });
  });

  describe('POST /orders', () => {
    it("lists the customer's orders newest first, with paging", async () => {
      const shopper = new Shopper(api);
      await shopper.register(`orders.${Date.now()}@example.com`);
      await setStock(api, sku(3), 20);
      const placed: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        placed.push((await shopper.checkout([sku(3)])).body.order.order);
      }
      const all = await shopper.post('/orders');
      expect(all.status).toBe(200);
      expect(all.body.orders.map((order: { order: string }) => order.order)).toEqual(
        placed.reverse(),
      );
      expect(all.body.ordersPaging).toEqual({ from: 0, size: 10, total: 3 });
      const page = await shopper.post('/orders', { body: { from: 1, size: 1 } });
      expect(page.body.orders.map((order: { order: string }) => order.order)).toEqual([placed[1]]);
      expect(page.body.ordersPaging).toEqual({ from: 1, size: 1, total: 3 });
    });

    it('answers 401 to a guest', async () => {
      expect((await new Shopper(api).post('/orders')).status).toBe(401);
    });
  });
});

describe('with the test payment methods off (TEST_PAYMENTS=0)', () => {
  const api = useTestApi(inMemoryDatabase, { env: { TEST_PAYMENTS: '0' } });

  it('offers no payment method, and takes no payment: no order is placed unpaid', async () => {
    const [variant = ''] = await stockedSkus(api, 1, 3);
    const shopper = new Shopper(api);
    const added = await shopper.post(`/items/${variant}`);
    expect(added.status).toBe(200);
    expect(added.body.paymentMethods).toEqual([]);
    expect(added.body.selection.paymentMethod).toBeNull();
    const chosen = await shopper.put('/payment-methods/test-card');
    expect(chosen.status).toBe(400);
    const paid = await shopper.pay();
    expect(paid.status).toBe(400);
    expect(paid.body.errors).toEqual({ paymentMethod: noPaymentMethodMessage });
    const orders = (await api.database.db.execute(
      sql`select count(*)::int as count from orders`,
    )) as unknown as { rows: { count: number }[] };
    expect(orders.rows[0]?.count).toBe(0);
    expect(await stockOf(api, variant)).toBeGreaterThanOrEqual(3);
  });
});
