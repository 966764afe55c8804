import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, variants } from '../../db/schema.ts';
import { testDatabases, useTestApi } from '../../testing/test-api.ts';
import { priceOf, Shopper, send, setStock, stockedSkus } from '../testing/shopper.ts';
import { voucherRefusedMessage } from '../vouchers/vouchers.ts';

describe.each(testDatabases())('the commerce cart on $name', (database) => {
  const api = useTestApi(database);
  let skus: string[];
  beforeAll(async () => {
    skus = await stockedSkus(api, 6, 5);
  });

  const sku = (index: number) => skus[index] ?? '';

  describe('GET /selection', () => {
    it('answers a guest without a token an empty cart, writing no session (token none)', async () => {
      const answer = await send(api, 'GET', '/commerce/selection');
      expect(answer.status).toBe(200);
      expect(answer.body.token).toBe('none');
      expect(answer.token).toBe('none');
      expect(answer.body.selection).toMatchObject({
        items: [],
        totals: { grandTotalPriceAsNumber: 0, itemsTotalPriceAsNumber: 0 },
        shippingMethod: 'standard',
        currencyFormat: { prefix: '£', suffix: '', decimalDigits: 2, thousandsSeparator: ',' },
      });
      expect(answer.body.location).toMatchObject({ country: 'GB' });
      expect(
        answer.body.paymentMethods.map((m: { paymentMethod: string }) => m.paymentMethod),
      ).toEqual(['test-card', 'test-invoice', 'test-redirect', 'test-form']);
    });

    it('treats `none`, a malformed and an unknown token alike: no session until a change', async () => {
      for (const token of ['none', "' or 1=1 --", 'x'.repeat(43)]) {
        const answer = await send(api, 'GET', '/commerce/selection', {
          headers: { 'API-Token': token },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.token).toBe('none');
        const changed = await send(api, 'PUT', '/commerce/countries/GB', {
          headers: { 'API-Token': token },
        });
        expect(changed.body.token).not.toBe(token);
        expect(changed.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
    });

    it('keeps the same cart for the same token', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(0)}`);
      const first = shopper.token;
      const again = await shopper.get('/selection');
      expect(again.body.token).toBe(first);
      expect(again.body.selection.items).toHaveLength(1);
    });
  });

  describe('lines', () => {
    it('adds an item with the required line fields (R-DATA-4) and prices from the catalogue', async () => {
      const shopper = new Shopper(api);
      const answer = await shopper.post(`/items/${sku(0)}`, { body: { quantity: 2 } });
      expect(answer.status).toBe(200);
      const pence = await priceOf(api, sku(0));
      const [line] = answer.body.selection.items;
      expect(line).toMatchObject({
        line: expect.any(String),
        sku: sku(0),
        quantity: 2,
        product: {
          product: expect.any(Number),
          sku: expect.any(String),
          name: expect.any(String),
          brandName: expect.any(String),
          priceAsNumber: pence / 100,
          priceBeforeDiscountAsNumber: expect.any(Number),
          items: expect.arrayContaining([expect.objectContaining({ sku: sku(0) })]),
        },
        discounts: { vouchers: [] },
        priceEachAsNumber: pence / 100,
        priceEachWithoutTaxAsNumber: Math.floor((2 * pence * 10_000 + 12_000) / 24_000) / 100,
        priceEachBeforeDiscountAsNumber: expect.any(Number),
      });
      const { totals } = answer.body.selection;
      const shipping = 2 * pence >= 5000 ? 0 : 495;
      expect(totals).toEqual({
        itemsTotalPriceAsNumber: (2 * pence) / 100,
        totalDiscountPriceAsNumber: 0,
        itemTotalPriceAfterDiscountAsNumber: (2 * pence) / 100,
        totalOriginalDiscountPriceAsNumber: expect.any(Number),
        shippingPriceAsNumber: shipping / 100,
        taxAddedAsNumber: 0,
        taxDeductedAsNumber: 0,
        grandTotalPriceAsNumber: (2 * pence + shipping) / 100,
        grandTotalPriceTaxAsNumber:
          (2 * pence +
            shipping -
            Math.floor((2 * (2 * pence + shipping) * 10_000 + 12_000) / 24_000)) /
          100,
      });
    });

    it('adds to the existing line when the same size is added again', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(1)}`);
      const answer = await shopper.post(`/items/${sku(1)}`, { body: { quantity: 2 } });
      expect(answer.body.selection.items).toHaveLength(1);
      expect(answer.body.selection.items[0].quantity).toBe(3);
    });

    it('counts each size on its own line', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(0)}`, { body: { quantity: 3 } });
      await shopper.post(`/items/${sku(1)}`);
      const answer = await shopper.post(`/items/${sku(2)}`, { body: { quantity: 2 } });
      expect(
        answer.body.selection.items.map((item: { sku: string; quantity: number }) => [
          item.sku,
          item.quantity,
        ]),
      ).toEqual([
        [sku(0), 3],
        [sku(1), 1],
        [sku(2), 2],
      ]);
    });

    it('changes a quantity, and quantity 0 removes the line', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(0)}`);
      const added = await shopper.post(`/items/${sku(1)}`);
      const line = added.body.selection.items[0].line;
      const changed = await shopper.put(`/lines/${line}/quantity/3`);
      expect(changed.status).toBe(200);
      expect(changed.body.selection.items[0].quantity).toBe(3);
      const removed = await shopper.put(`/lines/${line}/quantity/0`);
      expect(removed.body.selection.items.map((item: { sku: string }) => item.sku)).toEqual([
        sku(1),
      ]);
    });

    it('answers 404 for a line of another cart, leaving that cart alone', async () => {
      const owner = new Shopper(api);
      const added = await owner.post(`/items/${sku(2)}`);
      const line = added.body.selection.items[0].line;
      const stranger = new Shopper(api);
      const answer = await stranger.put(`/lines/${line}/quantity/0`);
      expect(answer.status).toBe(404);
      expect(answer.body.errors.line).toBeDefined();
      expect((await owner.get('/selection')).body.selection.items).toHaveLength(1);
    });

    it('refuses an unknown item (404), more than in stock (410) and bad quantities (400)', async () => {
      const shopper = new Shopper(api);
      expect((await shopper.post('/items/NO-SUCH-SKU')).status).toBe(404);
      await setStock(api, sku(5), 2);
      const tooMany = await shopper.post(`/items/${sku(5)}`, { body: { quantity: 3 } });
      expect(tooMany.status).toBe(410);
      expect(tooMany.body.errors.item).toContain('only 2');
      expect(tooMany.body.unavailable).toEqual([{ sku: sku(5), requested: 3, available: 2 }]);
      for (const quantity of [0, -1, 1.5, 100, '2']) {
        const answer = await shopper.post(`/items/${sku(0)}`, { body: { quantity } });
        expect(answer.status, String(quantity)).toBe(400);
        expect(answer.body.errors.quantity).toBeDefined();
      }
      await setStock(api, sku(5), 20);
    });

    it('refuses a size of a retired product (410), saying it is no longer sold', async () => {
      const { db } = api.database;
      const [variant] = await db
        .select()
        .from(variants)
        .where(eq(variants.sku, sku(4)));
      if (!variant) throw new Error(`No variant ${sku(4)}`);
      const retire = (at: Date | null) =>
        db.update(products).set({ retiredAt: at }).where(eq(products.id, variant.productId));
      await retire(new Date());
      try {
        const shopper = new Shopper(api);
        const refused = await shopper.post(`/items/${sku(4)}`);
        expect(refused.status).toBe(410);
        expect(refused.body.errors.item).toBe(
          'This product is no longer sold, so it cannot be added.',
        );
        expect((await shopper.get('/selection')).body.selection.items).toEqual([]);
        const ownServer = await api.app.request('/api/cart/add-item', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'API-Token': 'none' },
          body: JSON.stringify({ sku: sku(4), quantity: 1 }),
        });
        expect(ownServer.status).toBe(410);
      } finally {
        await retire(null);
      }
      expect((await new Shopper(api).post(`/items/${sku(4)}`)).status).toBe(200);
    });
  });

  describe('countries', () => {
    it('reprices the whole cart for another market: EUR with German VAT, USD without VAT', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(0)}`);
      const pence = await priceOf(api, sku(0));
      const germany = await shopper.put('/countries/de');
      expect(germany.status).toBe(200);
      expect(germany.body.location).toMatchObject({
        country: 'DE',
        currency: 'EUR',
        vatPercent: 19,
      });
      expect(germany.body.selection.currencyFormat.prefix).toBe('€');
      // GBP incl. 20% VAT -> net -> EUR at 1.17 -> plus 19% VAT, rounded half up once.
      const euroCents = Math.floor((2 * pence * 117 * 11_900 + 12_000 * 100) / (2 * 12_000 * 100));
      expect(germany.body.selection.items[0].priceEachAsNumber).toBe(euroCents / 100);

      const us = await shopper.put('/countries/US');
      const cents = Math.floor((2 * pence * 127 * 10_000 + 12_000 * 100) / (2 * 12_000 * 100));
      expect(us.body.selection.items[0].priceEachAsNumber).toBe(cents / 100);
      expect(us.body.selection.totals.grandTotalPriceTaxAsNumber).toBe(0);
      expect(us.body.selection.totals.taxDeductedAsNumber).toBeGreaterThan(0);
      expect(us.body.selection.currencyFormat.prefix).toBe('$');
    });

    it('refuses a country the shop does not deliver to, or that is not a code', async () => {
      const shopper = new Shopper(api);
      expect((await shopper.put('/countries/ZZ')).status).toBe(400);
      expect((await shopper.put('/countries/GBR')).status).toBe(400);
      expect((await shopper.get('/selection')).body.location.country).toBe('GB');
    });
  });

  describe('vouchers', () => {
    it('applies WELCOME10 to every line and recomputes the totals', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(0)}`);
      await shopper.post(`/items/${sku(1)}`);
      const before = (await shopper.get('/selection')).body.selection.totals;
      const answer = await shopper.post('/vouchers', { body: { voucher: ' welcome10 ' } });
      expect(answer.status).toBe(200);
      const { selection } = answer.body;
      expect(selection.discounts.vouchers).toEqual([
        expect.objectContaining({ voucher: 'WELCOME10', applies: true }),
      ]);
      const discount = -selection.totals.totalDiscountPriceAsNumber;
      expect(discount).toBeCloseTo(before.itemsTotalPriceAsNumber / 10, 1);
      expect(selection.totals.itemTotalPriceAfterDiscountAsNumber).toBeCloseTo(
        before.itemsTotalPriceAsNumber - discount,
        2,
      );
      for (const item of selection.items) {
        expect(item.discounts.vouchers[0].voucher).toBe('WELCOME10');
      }
      const removed = await shopper.delete('/vouchers', { body: { voucher: 'WELCOME10' } });
      expect(removed.body.selection.totals).toEqual(before);
    });

    it('refuses an unknown, ended or injected code with one message that tells none apart', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(0)}`);
      const cases: [string, number, string][] = [
        ['NOPE', 400, voucherRefusedMessage],
        ['EXPIRED5', 400, voucherRefusedMessage],
        ["' OR 1=1 --", 400, voucherRefusedMessage],
      ];
      for (const [voucher, status, message] of cases) {
        const answer = await shopper.post('/vouchers', { body: { voucher } });
        expect(answer.status, voucher).toBe(status);
        expect(answer.body.errors.voucher).toContain(message);
      }
      await shopper.post('/vouchers', { body: { voucher: 'WELCOME10' } });
      const twice = await shopper.post('/vouchers', { body: { voucher: 'WELCOME10' } });
      expect(twice.status).toBe(409);
      expect(twice.body.errors.voucher).toBe('voucher already applied');
      const notApplied = await shopper.delete('/vouchers', { body: { voucher: 'TRAIL20' } });
      expect(notApplied.status).toBe(404);
    });

    it('stops an address guessing codes after 10 refused ones (429), and not another', async () => {
      const guesser = new Shopper(api, '198.51.100.77');
      await guesser.post(`/items/${sku(0)}`);
      const statuses: number[] = [];
      for (let guess = 1; guess <= 12; guess += 1) {
        statuses.push(
          (await guesser.post('/vouchers', { body: { voucher: `GUESS${guess}` } })).status,
        );
      }
      expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
      expect(statuses.slice(10)).toEqual([429, 429]);
      const other = new Shopper(api, '198.51.100.78');
      await other.post(`/items/${sku(0)}`);
      expect((await other.post('/vouchers', { body: { voucher: 'WELCOME10' } })).status).toBe(200);
    });

    it('takes TRAIL20 (£20 off) only from £100, spread exactly over the lines', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(0)}`);
      const pence = await priceOf(api, sku(0));
      if (pence < 10_000) {
        const refused = await shopper.post('/vouchers', { body: { voucher: 'TRAIL20' } });
        expect(refused.status).toBe(400);
        expect(refused.body.errors.voucher).toBe(voucherRefusedMessage);
      }
      const line = (await shopper.get('/selection')).body.selection.items[0].line;
      await shopper.put(`/lines/${line}/quantity/${Math.ceil(10_000 / pence)}`);
      await shopper.post(`/items/${sku(1)}`);
      const applied = await shopper.post('/vouchers', { body: { voucher: 'TRAIL20' } });
      expect(applied.status).toBe(200);
      const { totals, items } = applied.body.selection;
      expect(totals.totalDiscountPriceAsNumber).toBe(-20);
      const spreadPence = items.reduce(
        (sum: number, item: { discounts: { vouchers: { priceOffAsNumber: number }[] } }) =>
          sum + Math.round((item.discounts.vouchers[0]?.priceOffAsNumber ?? 0) * 100),
        0,
      );
      expect(spreadPence).toBe(-2000);
      expect(
        items.every(
          (item: { discounts: { vouchers: unknown[] } }) => item.discounts.vouchers.length === 1,
        ),
      ).toBe(true);
    });

    it('does not stack WELCOME10 and TRAIL20: keeps the one that saves more and says which and why', async () => {
      const shopper = new Shopper(api);
      const pence = await priceOf(api, sku(0));
      await shopper.post(`/items/${sku(0)}`, {
        body: { quantity: Math.min(99, Math.ceil(10_000 / pence)) },
      });
      await shopper.post('/vouchers', { body: { voucher: 'WELCOME10' } });
      const both = await shopper.post('/vouchers', { body: { voucher: 'TRAIL20' } });
      expect(both.status).toBe(200);
      const { totals, discounts } = both.body.selection;
      const items = totals.itemsTotalPriceAsNumber;
      const [kept, left] = items * 0.1 > 20 ? ['WELCOME10', 'TRAIL20'] : ['TRAIL20', 'WELCOME10'];
      // One order discount, never both.
      expect(totals.totalDiscountPriceAsNumber).toBeCloseTo(-Math.max(items * 0.1, 20), 2);
      expect(discounts.vouchers).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ voucher: kept, applies: true }),
          expect.objectContaining({
            voucher: left,
            applies: false,
            priceOffAsNumber: 0,
            problem: `only one order discount per bag: ${kept} is kept because it saves you more`,
          }),
        ]),
      );
    });

    it('keeps an applied voucher that no longer applies, at zero, with its problem', async () => {
      const shopper = new Shopper(api);
      const pence = await priceOf(api, sku(0));
      const added = await shopper.post(`/items/${sku(0)}`, {
        body: { quantity: Math.min(99, Math.ceil(10_000 / pence)) },
      });
      await shopper.post('/vouchers', { body: { voucher: 'TRAIL20' } });
      const line = added.body.selection.items[0].line;
      const dropped = await shopper.put(`/lines/${line}/quantity/1`);
      if (pence < 10_000) {
        expect(dropped.body.selection.discounts.vouchers[0]).toMatchObject({
          voucher: 'TRAIL20',
          applies: false,
          priceOffAsNumber: 0,
          problem: expect.stringContaining('minimum spend'),
        });
        expect(dropped.body.selection.totals.totalDiscountPriceAsNumber).toBe(0);
      }
    });

    it('FREESHIP makes delivery free', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(0)}`);
      await shopper.put('/shipping-methods/express');
      const answer = await shopper.post('/vouchers', { body: { voucher: 'FREESHIP' } });
      expect(answer.body.selection.totals.shippingPriceAsNumber).toBe(0);
    });
  });

  describe('shipping, payment method and address', () => {
    it('chooses a shipping method of the market and refuses others', async () => {
      const shopper = new Shopper(api);
      await shopper.post(`/items/${sku(0)}`);
      const express = await shopper.put('/shipping-methods/express');
      expect(express.body.selection.shippingMethod).toBe('express');
      expect(express.body.selection.totals.shippingPriceAsNumber).toBe(9.95);
      expect((await shopper.put('/shipping-methods/pigeon')).status).toBe(400);
      const australia = await shopper.put('/countries/AU');
      expect(australia.body.selection.shippingMethod).toBe('standard');
    });

    it('chooses a payment method and stores the addresses', async () => {
      const shopper = new Shopper(api);
      const invoice = await shopper.put('/payment-methods/test-invoice');
      expect(invoice.body.selection.paymentMethod).toBe('test-invoice');
      expect((await shopper.put('/payment-methods/bitcoin')).status).toBe(400);
      const fields = await shopper.put('/payment-fields', {
        body: { address: { firstName: 'Ada', email: 'ADA@Example.com', country: 'gb' } },
      });
      expect(fields.body.selection.address).toEqual({
        firstName: 'Ada',
        email: 'ada@example.com',
        country: 'GB',
      });
      const bad = await shopper.put('/payment-fields', { body: { address: { email: 'nope' } } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors['address.email']).toBe('Enter a valid email address');
    });
  });

  describe('POST /api/cart/add-item (token in the API-Token header)', () => {
    it('adds to the cart the token names, quantity 1 by default', async () => {
      const shopper = new Shopper(api);
      await shopper.put('/countries/GB');
      const answer = await send(api, 'POST', '/api/cart/add-item', {
        headers: { 'API-Token': shopper.token ?? '' },
        body: { sku: sku(3) },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.token).toBe(shopper.token);
      expect(answer.body.selection.items).toEqual([
        expect.objectContaining({ sku: sku(3), quantity: 1 }),
      ]);
      expect((await shopper.get('/selection')).body.selection.items).toHaveLength(1);
    });

    it('starts a new cart for an unknown token and answers its token', async () => {
      const answer = await send(api, 'POST', '/api/cart/add-item', {
        body: { sku: sku(3), quantity: 2 },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.body.selection.items[0].quantity).toBe(2);
    });

    it('answers 400 without a sku and 404 for an unknown one', async () => {
      expect((await send(api, 'POST', '/api/cart/add-item', { body: {} })).status).toBe(400);
      const unknown = await send(api, 'POST', '/api/cart/add-item', {
        body: { sku: "x'; drop table variants; --" },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors.item).toContain('unknown item');
    });

    it('no longer takes the token in the URL (the retired /api/cart/{token}/add-item)', async () => {
      const shopper = new Shopper(api);
      await shopper.get('/selection');
      const answer = await send(api, 'POST', `/api/cart/${shopper.token}/add-item`, {
        body: { sku: sku(3) },
      });
      expect(answer.status).toBe(404);
      expect((await shopper.get('/selection')).body.selection.items).toEqual([]);
    });
  });
});
