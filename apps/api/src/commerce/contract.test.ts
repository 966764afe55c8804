import {
  type CommerceCallName,
  commerceCalls,
  commerceRefusalFields,
} from '@cairn/commerce-client/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inMemoryDatabase, useTestApi } from '../testing/test-api.ts';
import {
  type Answer,
  confirmationLink,
  paymentBody,
  Shopper,
  setStock,
  stockedSkus,
} from './testing/shopper.ts';

const secret = 'contract-shared-secret-1234';
const shopOrigin = 'http://localhost:3000';
const returnPages = {
  paymentReturnPage: `${shopOrigin}/success`,
  paymentFailedPage: `${shopOrigin}/checkout`,
};

/** The path of a call, its `{name}` parameters filled in as the client fills them. */
function pathOf(name: CommerceCallName, params: Record<string, string | number> = {}) {
  return commerceCalls[name].path.replace(/\{(\w+)\}/g, (_, param: string) =>
    encodeURIComponent(String(params[param])),
  );
}

/**
 * Every commerce call of the contract (`commerceCalls` in @cairn/commerce-client/contract)
 * against the embedded backend: each success and each refusal the contract lists is made
 * once, and each answer is held to the contract: a status it lists, the token in the header and
 * in the body alike, a success's fields, a refusal's `errors` map.
 */
describe('the commerce contract, call by call, against the embedded backend', () => {
  const api = useTestApi(inMemoryDatabase, { api: { commerceSharedSecret: secret } });
  /** `name status` of every exchange made, for the completeness check at the end. */
  const seen = new Set<string>();
  let skus: string[] = [];

  beforeAll(async () => {
    skus = await stockedSkus(api, 3, 5);
  });

  /**
   * Makes one call as `shopper` and checks its answer against the contract; answers it. The
   * call must answer `status` (the exchange is about that outcome).
   */
  async function exchange(
    shopper: Shopper,
    name: CommerceCallName,
    status: number,
    {
      params,
      body,
      headers,
    }: {
      params?: Record<string, string | number>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const call = commerceCalls[name];
    const answer = await shopper.call(call.method, pathOf(name, params), { body, headers });
    const where = `${call.method} ${call.path} (${name})`;
    expect(answer.status, `${where}: ${JSON.stringify(answer.body)}`).toBe(status);
    expect([...call.ok, ...call.refused], `${where} answers only statuses it lists`).toContain(
      answer.status,
    );
    // The token twice, the same value: header and body.
    expect(answer.token, `${where}: the API-Token header`).toEqual(expect.any(String));
    expect(answer.body.token, `${where}: token in the body`).toBe(answer.token);
    if ((call.ok as readonly number[]).includes(answer.status)) {
      for (const field of call.answers) expect(answer.body, where).toHaveProperty(field);
    } else {
      for (const field of commerceRefusalFields) expect(answer.body, where).toHaveProperty(field);
      const errors = Object.entries(answer.body.errors);
      expect(errors.length, `${where}: errors names at least one field`).toBeGreaterThan(0);
      for (const [, message] of errors) expect(message).toEqual(expect.any(String));
      expect(answer.body.error).toBe(errors[0]?.[1]);
    }
    seen.add(`${name} ${answer.status}`);
    return answer;
  }

  it('the bag: every call and its refusals', async () => {
    const [first = '', second = '', third = ''] = skus;
    const guest = new Shopper(api);
    const empty = await exchange(guest, 'getSelection', 200);
    expect(empty.token).toBe('none');
    const added = await exchange(guest, 'addItem', 200, {
      params: { item: first },
      body: { quantity: 1 },
    });
    expect(added.token).not.toBe('none');
    await exchange(guest, 'addItem', 404, { params: { item: 'no-such-size' }, body: {} });
    await exchange(guest, 'addItem', 400, { params: { item: first }, body: { quantity: 0 } });
    await setStock(api, second, 1);
    await exchange(guest, 'addItem', 410, { params: { item: second }, body: { quantity: 2 } });
    const cart = await exchange(guest, 'addItem', 200, { params: { item: third }, body: {} });
    const line = cart.body.selection.items.find((item: { sku: string }) => item.sku === third).line;

    await exchange(guest, 'setLineQuantity', 200, { params: { line, quantity: 2 } });
    await exchange(guest, 'setLineQuantity', 400, { params: { line, quantity: 'two' } });
    await setStock(api, third, 2);
    await exchange(guest, 'setLineQuantity', 410, { params: { line, quantity: 3 } });
    // A line of another cart is no line of this one.
    const other = new Shopper(api);
    await exchange(other, 'setLineQuantity', 404, { params: { line, quantity: 1 } });
    await exchange(other, 'removeLine', 404, { params: { line } });
    await exchange(guest, 'removeLine', 400, { params: { line: 'a line?' } });
    await exchange(guest, 'removeLine', 200, { params: { line } });

    await exchange(guest, 'setCountry', 200, { params: { country: 'IE' } });
    await exchange(guest, 'setCountry', 400, { params: { country: 'ZZ' } });
    await exchange(guest, 'setCountry', 200, { params: { country: 'GB' } });
    await exchange(guest, 'addVoucher', 200, { body: { voucher: 'WELCOME10' } });
    await exchange(guest, 'addVoucher', 409, { body: { voucher: 'WELCOME10' } });
    await exchange(guest, 'addVoucher', 400, { body: { voucher: 'NO-SUCH-CODE' } });
    await exchange(guest, 'removeVoucher', 200, { body: { voucher: 'WELCOME10' } });
    await exchange(guest, 'removeVoucher', 404, { body: { voucher: 'WELCOME10' } });
    await exchange(guest, 'removeVoucher', 400, { body: {} });
    await exchange(guest, 'setShippingMethod', 200, { params: { shippingMethod: 'express' } });
    await exchange(guest, 'setShippingMethod', 400, { params: { shippingMethod: 'by-owl' } });
    await exchange(guest, 'setPaymentMethod', 200, { params: { paymentMethod: 'test-card' } });
    await exchange(guest, 'setPaymentMethod', 400, { params: { paymentMethod: 'cash' } });
    await exchange(guest, 'setPaymentFields', 200, { body: { address: paymentBody().address } });
    await exchange(guest, 'setPaymentFields', 400, {
      body: { address: { zipCode: 'x'.repeat(99) } },
    });
  });

  it('paying: success, a repeat, the provider actions and their result, refusals, the receipt', async () => {
    const [first = '', second = ''] = skus;
    await setStock(api, first, 20);
    const buyer = new Shopper(api);
    await exchange(buyer, 'getReceipt', 404);
    await exchange(buyer, 'pay', 400, { body: paymentBody() });
    await exchange(buyer, 'addItem', 200, { params: { item: first }, body: {} });
    const declined = paymentBody({
      card: { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' },
    });
    await exchange(buyer, 'pay', 402, { body: declined });
    const key = { 'Idempotency-Key': 'contract-payment-1' };
    const paid = await exchange(buyer, 'pay', 201, { body: paymentBody(), headers: key });
    expect(paid.body.action).toBe('success');
    // A retry whose answer was lost: the same order, not a second one.
    const again = await exchange(buyer, 'pay', 200, { body: paymentBody(), headers: key });
    expect(again.body.order.order).toBe(paid.body.order.order);
    const receipt = await exchange(buyer, 'getReceipt', 200);
    expect(receipt.body.order.order).toBe(paid.body.order.order);

    await setStock(api, second, 1);
    await exchange(buyer, 'addItem', 200, { params: { item: second }, body: {} });
    await setStock(api, second, 0);
    const soldOut = await exchange(buyer, 'pay', 410, { body: paymentBody() });
    expect(soldOut.body.unavailable).toEqual([expect.objectContaining({ sku: second })]);
    await setStock(api, second, 5);

    // The provider's page: `redirect` answers 200 with where to go; its result places the order.
    const form = await exchange(buyer, 'pay', 200, {
      body: { ...paymentBody({ card: undefined, paymentMethod: 'test-form' }), ...returnPages },
    });
    expect(form.body).toHaveProperty('formHtml');
    const redirect = await exchange(buyer, 'pay', 200, {
      body: { ...paymentBody({ card: undefined, paymentMethod: 'test-redirect' }), ...returnPages },
    });
    expect(redirect.body).toHaveProperty('url');
    const decided = await api.app.request(new URL(redirect.body.url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'pay' }).toString(),
    });
    const fields = Object.fromEntries(new URL(decided.headers.get('location') ?? '').searchParams);
    await exchange(new Shopper(api), 'paymentResult', 404, {
      body: { paymentMethodFields: fields },
    });
    await exchange(buyer, 'paymentResult', 400, {
      body: { paymentMethodFields: { ...fields, result: 'x'.repeat(32) } },
    });
    const result = await exchange(buyer, 'paymentResult', 201, {
      body: { paymentMethodFields: fields },
    });
    expect(result.body.action).toBe('success');
    await exchange(buyer, 'paymentResult', 409, { body: { paymentMethodFields: fields } });
  });

  it('accounts: registration, login, the profile, the password, orders', async () => {
    const email = `contract.${Date.now()}@example.com`;
    const shopper = new Shopper(api);
    for (const name of ['getCustomer', 'getOrders'] as const) {
      const refused = await exchange(shopper, name, 401, {
        body: name === 'getOrders' ? {} : undefined,
      });
      expect(refused.body.errors).toHaveProperty('session');
    }
    await exchange(shopper, 'updateCustomer', 401, { body: { firstName: 'Ada' } });
    await exchange(shopper, 'changePassword', 401, {
      body: { password: 'correct horse battery', newPassword: 'another horse battery' },
    });
    await exchange(shopper, 'register', 400, { body: { email: 'not an address', password: 'x' } });
    const password = 'correct horse battery';
    await exchange(shopper, 'register', 202, {
      body: { email, password, firstName: 'Ada', lastName: 'Lovelace' },
    });
    const link = await confirmationLink(api, email);
    const confirm = { i: link?.searchParams.get('i'), id: link?.searchParams.get('id') };
    await exchange(shopper, 'confirmRegistration', 400, {
      body: { ...confirm, password: 'not the password chosen' },
    });
    await exchange(shopper, 'confirmRegistration', 201, { body: { ...confirm, password } });

    // The address got its account another way while a stranger's link was live: 409.
    const owner = `contract.owner.${Date.now()}@example.com`;
    const stranger = new Shopper(api);
    await exchange(stranger, 'register', 202, { body: { email: owner, password } });
    const strangers = await confirmationLink(api, owner);
    const moved = `contract.moved.${Date.now()}@example.com`;
    await new Shopper(api).register(moved, 'owner horse battery');
    await api.database.db.execute(
      sql`update customers set email = ${owner} where email = ${moved}`,
    );
    await exchange(stranger, 'confirmRegistration', 409, {
      body: {
        i: strangers?.searchParams.get('i'),
        id: strangers?.searchParams.get('id'),
        password,
      },
    });

    await exchange(shopper, 'getCustomer', 200);
    await exchange(shopper, 'updateCustomer', 200, { body: { firstName: 'Augusta' } });
    await exchange(shopper, 'updateCustomer', 400, { body: { birthdate: 'yesterday' } });
    await exchange(shopper, 'getOrders', 200, { body: {} });
    await exchange(shopper, 'getOrders', 400, { body: { size: 500 } });
    await exchange(shopper, 'changePassword', 400, {
      body: { password: 'not the password', newPassword: 'another horse battery' },
    });
    const newPassword = 'another horse battery';
    await exchange(shopper, 'changePassword', 200, { body: { password, newPassword } });
    const out = await exchange(shopper, 'logout', 200);
    expect(out.token).toBe('none');

    await exchange(shopper, 'login', 401, { params: { email }, body: { password } });
    await exchange(shopper, 'login', 400, {
      params: { email: 'not an address' },
      body: { password },
    });
    await exchange(shopper, 'login', 200, { params: { email }, body: { password: newPassword } });

    await exchange(shopper, 'requestPasswordReset', 400, {
      body: { email, linkUri: 'https://elsewhere.example/reset' },
    });
    await exchange(shopper, 'requestPasswordReset', 200, {
      body: { email, linkUri: '/customer/reset-password' },
    });
    await exchange(shopper, 'resetPassword', 400, {
      body: { i: crypto.randomUUID(), id: 'not-the-secret', newPassword: 'third horse battery' },
    });
    const resetLink = await waitForMail(email, 'password-reset');
    await exchange(shopper, 'resetPassword', 200, {
      body: {
        i: resetLink.searchParams.get('i'),
        id: resetLink.searchParams.get('id'),
        newPassword: 'third horse battery',
      },
    });
  });

  it('wishlists: read, add, a duplicate, remove, what is not there', async () => {
    const guest = new Shopper(api);
    await exchange(guest, 'getWishlist', 401, { params: { wishlist: 0 }, body: {} });
    await exchange(guest, 'addToWishlist', 401, {
      params: { wishlist: 0, product: skus[0] ?? '' },
    });
    await exchange(guest, 'removeFromWishlist', 401, {
      params: { wishlist: 0, product: skus[0] ?? '' },
    });
    const customer = new Shopper(api);
    await customer.register(`wishlist.contract.${Date.now()}@example.com`);
    const { rows } = (await api.database.db.execute(
      sql`select product_id from variants where sku = ${skus[0] ?? ''}`,
    )) as unknown as { rows: { product_id: number }[] };
    const product = rows[0]?.product_id ?? 0;
    await exchange(customer, 'addToWishlist', 201, { params: { wishlist: 0, product } });
    await exchange(customer, 'addToWishlist', 409, { params: { wishlist: 0, product } });
    await exchange(customer, 'addToWishlist', 404, { params: { wishlist: 0, product: 'no-such' } });
    await exchange(customer, 'addToWishlist', 400, { params: { wishlist: 'first', product } });
    await exchange(customer, 'getWishlist', 200, { params: { wishlist: 0 }, body: {} });
    await exchange(customer, 'getWishlist', 400, { params: { wishlist: 0 }, body: { limit: 500 } });
    await exchange(customer, 'removeFromWishlist', 200, { params: { wishlist: 0, product } });
    await exchange(customer, 'removeFromWishlist', 404, { params: { wishlist: 0, product } });
    await exchange(customer, 'removeFromWishlist', 400, {
      params: { wishlist: 'first', product },
    });
  });

  it('the catalogue: with the shared secret only', async () => {
    const server = new Shopper(api);
    const bearer = { authorization: `Bearer ${secret}` };
    for (const name of ['products', 'categories', 'brands'] as const) {
      const body = name === 'products' ? { limit: 2 } : undefined;
      const refused = await exchange(server, name, 401, { body });
      expect(refused.body.errors).toHaveProperty('authorization');
      await exchange(server, name, 200, { body, headers: bearer });
    }
    await exchange(server, 'products', 400, { body: { limit: 'all' }, headers: bearer });
  });

  it('made every success and every refusal the contract lists (runs last)', () => {
    const missing = Object.entries(commerceCalls).flatMap(([name, call]) =>
      [...call.ok, ...call.refused]
        .filter((status) => !seen.has(`${name} ${status}`))
        .map((status) => `${name} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it('serves every call of the contract and nothing else as JSON', () => {
    const served = new Set(
      api.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/commerce/'))
        .map((route) => `${route.method} ${route.path.replace(/^\/commerce/, '')}`),
    );
    // The test provider's page (HTML, embedded only: a real Centra hands the shopper to the
    // provider's own page) is not a call.
    served.delete('GET /test-payment-provider/:attempt');
    served.delete('POST /test-payment-provider/:attempt');
    const described = new Set(
      Object.values(commerceCalls).map(
        (call) => `${call.method} ${call.path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    // Parameter names differ between the contract and the routes; compare the shapes.
    const shape = (route: string) => route.replace(/:\w+/g, ':');
    expect([...served].map(shape).sort()).toEqual([...described].map(shape).sort());
  });

  /** The link of the latest mail of `kind` to `email` in the outbox (reset mails come later). */
  async function waitForMail(email: string, kind: string): Promise<URL> {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const { rows } = (await api.database.db.execute(
        sql`select body from outbox where recipient = ${email} and kind = ${kind} order by id desc limit 1`,
      )) as unknown as { rows: { body: string }[] };
      const link = rows[0]?.body.match(/https?:\/\/\S+/)?.[0];
      if (link) return new URL(link);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${kind} mail to ${email}`);
  }
});
