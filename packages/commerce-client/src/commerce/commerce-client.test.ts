import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/request.ts';
import { createClientState, memoryStorage, storageKeys } from '../storage/client-storage.ts';
import {
  sampleCart,
  sampleCustomer,
  sampleOrder,
  sampleProduct,
  sampleWishlistItem,
} from '../testing/sample-answers.ts';
import { type CommerceCallName, commerceCalls } from './calls.ts';
import { createCommerceClient } from './commerce-client.ts';
import { CommerceTimeoutError } from './commerce-timeout-error.ts';
import { OutOfStockError } from './out-of-stock-error.ts';

type Route = { status?: number; body?: Record<string, unknown>; token?: string };
type Handler = (request: Request, body: unknown) => Route;

/** A fake backend: a handler per `METHOD path`, answering with a token header like the real one. */
function fakeBackend(routes: Record<string, Route | Handler>) {
  const requests: { request: Request; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ request, body });
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.replace(/^\/commerce/, '')}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route(request, body) : route;
    if (!answer) return Response.json({ error: `no route ${key}` }, { status: 404 });
    const token = answer.token ?? request.headers.get('API-Token') ?? 'none';
    return Response.json(
      { token, ...answer.body },
      { status: answer.status ?? 200, headers: { 'API-Token': token } },
    );
  };
  return { fetch, requests };
}

// The token travels in the header (`fakeBackend` adds it to the body as the backend does).
const { token: _token, ...cart } = sampleCart();

describe('createCommerceClient', () => {
  it("sends 'none' without a token, then the token the backend handed out", async () => {
    const backend = fakeBackend({ 'GET /selection': { body: cart, token: 'token-1' } });
    const onTokenChange = vi.fn();
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
      onTokenChange,
    });
    await client.getSelection();
    await client.getSelection();
    expect(backend.requests.map(({ request }) => request.headers.get('API-Token'))).toEqual([
      'none',
      'token-1',
    ]);
    expect(client.state.cartToken).toBe('token-1');
    expect(onTokenChange).toHaveBeenCalledTimes(1);
    expect(onTokenChange).toHaveBeenCalledWith('token-1');
  });

  it('replaces the token when login hands out a new one, and clears it on logout', async () => {
    const backend = fakeBackend({
      'POST /login/ada%40example.com': {
        body: { loggedIn: true, customer: sampleCustomer({ email: 'ada@example.com' }) },
        token: 'after-login',
      },
      'POST /logout': { body: { loggedIn: false }, token: 'none' },
    });
    const state = createClientState(memoryStorage({ [storageKeys.cartToken]: 'guest' }));
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
      state,
    });
    const login = await client.login('ada@example.com', 'secret');
    expect(login).toMatchObject({ loggedIn: true });
    expect(backend.requests[0]?.body).toEqual({ password: 'secret' });
    expect(state.cartToken).toBe('after-login');
    await client.logout();
    expect(state.cartToken).toBeNull();
  });

  it('keeps the device token a login answers, sends it with the next login, and keeps it past logout', async () => {
    const backend = fakeBackend({
      'POST /login/ada%40example.com': {
        body: {
          loggedIn: true,
          customer: sampleCustomer({ email: 'ada@example.com' }),
          device: 'device-1',
        },
        token: 'after-login',
      },
      'POST /logout': { body: { loggedIn: false }, token: 'none' },
    });
    const state = createClientState(memoryStorage());
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
      state,
    });
    const first = await client.login('ada@example.com', 'secret');
    expect(first).not.toHaveProperty('device');
    expect(state.deviceToken).toBe('device-1');
    await client.logout();
    await client.login('ada@example.com', 'secret');
    expect(backend.requests.at(-1)?.body).toEqual({ password: 'secret', device: 'device-1' });
  });

  it('does not let an answer to an ended session bring its token back', async () => {
    let answerCustomer: (response: Response) => void = () => {};
    const slowCustomer = new Promise<Response>((resolve) => {
      answerCustomer = resolve;
    });
    const state = createClientState(memoryStorage({ [storageKeys.cartToken]: 'customer-token' }));
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      state,
      fetch: (request) =>
        new URL(request.url).pathname.endsWith('/customer')
          ? slowCustomer
          : Promise.resolve(Response.json({ token: 'none' }, { headers: { 'API-Token': 'none' } })),
    });
    const customer = client.getCustomer().catch(() => undefined);
    await client.logout();
    expect(state.cartToken).toBeNull();
    // The customer read sent before the logout answers afterwards, with the old token.
    answerCustomer(
      Response.json(
        { token: 'customer-token', customer: sampleCustomer({ email: 'ada@example.com' }) },
        { headers: { 'API-Token': 'customer-token' } },
      ),
    );
    await customer;
    expect(state.cartToken).toBeNull();
  });

  it('answers loggedIn false for a wrong password and throws for too many attempts', async () => {
    let status = 401;
    const backend = fakeBackend({
      'POST /login/a%40b.c': () => ({
        status,
        body: { error: status === 429 ? 'Too many failed attempts' : 'wrong', loggedIn: false },
      }),
    });
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
    });
    expect(await client.login('a@b.c', 'x')).toEqual({ loggedIn: false });
    status = 429;
    await expect(client.login('a@b.c', 'x')).rejects.toMatchObject({
      status: 429,
      message: 'Too many failed attempts',
    });
  });

  it('drops the newsletter flag on registration and surfaces the first server message', async () => {
    const backend = fakeBackend({
      'POST /register': {
        status: 400,
        body: {
          error: 'Enter a valid email address',
          errors: { email: 'Enter a valid email address' },
        },
      },
    });
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
    });
    const error = await client
      .register({ email: 'a@b.c', password: 'long enough', newsletter: true })
      .catch((caught: unknown) => caught);
    expect(backend.requests[0]?.body).toEqual({ email: 'a@b.c', password: 'long enough' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Enter a valid email address' });
    expect((error as ApiError).errors).toEqual({ email: 'Enter a valid email address' });
  });

  it('throws OutOfStockError with the unavailable lines for a 410', async () => {
    const unavailable = [{ line: 'l1', sku: 'A-1-M', requested: 1, available: 0 }];
    const backend = fakeBackend({
      'POST /payment': {
        status: 410,
        body: { error: 'Some items are no longer available', unavailable },
      },
    });
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
    });
    const error = await client.pay({ termsAndConditions: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutOfStockError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as OutOfStockError).unavailable).toEqual(unavailable);
  });

  it('pays with an idempotency key and regenerates the recommendation keys after the order', async () => {
    const backend = fakeBackend({
      'POST /payment': {
        status: 201,
        body: { action: 'success', order: sampleOrder({ order: '100001' }) },
      },
    });
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
    });
    const before = client.state.recommendationKeys();
    const paid = await client.pay({ termsAndConditions: true }, { idempotencyKey: 'attempt-1' });
    expect(paid).toMatchObject({ action: 'success', order: { order: '100001' } });
    expect(backend.requests[0]?.request.headers.get('Idempotency-Key')).toBe('attempt-1');
    const after = client.state.recommendationKeys();
    expect(after.sessionKey).not.toBe(before.sessionKey);
    expect(after.customerKey).not.toBe(before.customerKey);
  });

  it("answers a provider's redirect or form as it is, keeping the keys until the payment result", async () => {
    const backend = fakeBackend({
      'POST /payment': {
        status: 200,
        body: { action: 'redirect', url: 'https://psp.test/pay/1' },
      },
      'POST /payment-result': {
        status: 201,
        body: { action: 'success', order: sampleOrder({ order: '100002' }) },
      },
    });
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
    });
    const before = client.state.recommendationKeys();
    const action = await client.pay({
      termsAndConditions: true,
      paymentMethod: 'test-redirect',
      paymentReturnPage: 'http://shop.test/success',
      paymentFailedPage: 'http://shop.test/checkout',
    });
    expect(action).toMatchObject({ action: 'redirect', url: 'https://psp.test/pay/1' });
    expect(client.state.recommendationKeys()).toEqual(before);
    const order = await client.paymentResult({ attempt: 'a', result: 'r' });
    expect(order.order).toBe('100002');
    expect(backend.requests[1]?.body).toEqual({
      paymentMethodFields: { attempt: 'a', result: 'r' },
    });
    expect(client.state.recommendationKeys().sessionKey).not.toBe(before.sessionKey);
  });

  it('sends the shared secret as a bearer token from a server, and refuses it in a browser', async () => {
    const backend = fakeBackend({
      'GET /selection': { status: 200, body: { ...cart, token: 't1' } },
    });
    const client = createCommerceClient({
      baseUrl: 'https://shop.centra.test/commerce',
      fetch: backend.fetch,
      sharedSecret: 'plugin-shared-secret',
    });
    await client.getSelection();
    expect(backend.requests[0]?.request.headers.get('authorization')).toBe(
      'Bearer plugin-shared-secret',
    );
    expect(backend.requests[0]?.request.url).toBe('https://shop.centra.test/commerce/selection');
    const withoutSecret = createCommerceClient({ baseUrl: 'http://x.test', fetch: backend.fetch });
    await withoutSecret.getSelection();
    expect(backend.requests[1]?.request.headers.get('authorization')).toBeNull();
    vi.stubGlobal('document', {});
    try {
      expect(() =>
        createCommerceClient({ baseUrl: 'http://x.test', sharedSecret: 'plugin-shared-secret' }),
      ).toThrow('sharedSecret is for server-side calls only');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends no order or wishlist call without a stored token', async () => {
    const backend = fakeBackend({});
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
    });
    expect(await client.getOrders()).toBeNull();
    expect(await client.getWishlist()).toBeNull();
    expect(await client.getWholeWishlist()).toBeNull();
    expect(await client.addToWishlist(12)).toBeNull();
    expect(await client.removeFromWishlist(12)).toBeNull();
    expect(backend.requests).toEqual([]);
  });

  it('tells a duplicate wishlist item from an added one, and reads the wishlist 50 at a time', async () => {
    const item = (id: number) => sampleWishlistItem({ product: sampleProduct({ id }) });
    const backend = fakeBackend({
      'POST /customer/wishlists/0/items/7': {
        status: 409,
        body: { error: 'duplicate item: already in the wishlist' },
      },
      'POST /customer/wishlists/0/items/8': { status: 201, body: { added: 8 } },
      'POST /customer/wishlists/0': (_request, body) => {
        const { page } = body as { page: number };
        const count = page === 1 ? 50 : 3;
        return {
          body: {
            wishlist: {
              wishlist: 0,
              items: Array.from({ length: count }, (_, index) => item(page * 100 + index)),
              paging: { page, limit: 50, total: 53 },
            },
          },
        };
      },
    });
    const state = createClientState(memoryStorage({ [storageKeys.cartToken]: 't' }));
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
      state,
    });
    expect(await client.addToWishlist(7)).toBe('duplicate');
    expect(await client.addToWishlist(8)).toBe('added');
    const items = await client.getWholeWishlist();
    expect(items).toHaveLength(53);
    expect(backend.requests.slice(2).map(({ body }) => body)).toEqual([
      { page: 1, limit: 50 },
      { page: 2, limit: 50 },
    ]);
  });

  it('encodes path segments so an id cannot change the endpoint', async () => {
    const backend = fakeBackend({});
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
    });
    await client.addItem('../../admin?x=1').catch(() => undefined);
    await client.setLineQuantity('//evil.example', 2).catch(() => undefined);
    expect(backend.requests.map(({ request }) => new URL(request.url).pathname)).toEqual([
      '/commerce/items/..%2F..%2Fadmin%3Fx%3D1',
      '/commerce/lines/%2F%2Fevil.example/quantity/2',
    ]);
    expect(backend.requests.every(({ request }) => new URL(request.url).host === 'shop.test')).toBe(
      true,
    );
  });

  it('needs both passwords to change the password, sending nothing otherwise', async () => {
    const backend = fakeBackend({});
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
    });
    await expect(
      client.changePassword({ password: 'old password', newPassword: '' }),
    ).rejects.toThrow('needs the current and the new password');
    expect(backend.requests).toEqual([]);
  });

  it('passes an AbortSignal to fetch', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: async (request) => {
        request.signal.throwIfAborted();
        return Response.json({});
      },
    });
    await expect(client.getSelection({ signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('gives up on a call that gets no answer within timeoutMs, with CommerceTimeoutError', async () => {
    // Held here as a real fetch's socket holds its request: undici's Request follows the
    // caller's signal through a weak reference, so a request nothing holds may be collected
    // before the deadline and its abort never heard.
    const sent: Request[] = [];
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      timeoutMs: 50,
      // Answers when aborted, as fetch does, and otherwise never.
      fetch: (request) => {
        sent.push(request);
        return new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        );
      },
    });
    const failed = await client.getSelection().catch((error: unknown) => error);
    expect(sent).toHaveLength(1);
    expect(failed).toBeInstanceOf(CommerceTimeoutError);
    expect(failed).toMatchObject({ timeoutMs: 50, message: expect.stringContaining('0.05 s') });
  });

  it('gives up on time even when the fetch never listens to the signal', async () => {
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      timeoutMs: 50,
      fetch: () => new Promise<Response>(() => {}),
    });
    const failed = await client.getSelection().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(CommerceTimeoutError);
  });

  it("gives the caller's abort as it is, not as a time-out", async () => {
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: () => new Promise<Response>(() => {}),
    });
    const caller = new AbortController();
    const pending = client.getSelection({ signal: caller.signal }).catch((error: unknown) => error);
    caller.abort(new Error('page left'));
    const failed = await pending;
    expect(failed).not.toBeInstanceOf(CommerceTimeoutError);
    expect(failed).toMatchObject({ message: 'page left' });
  });

  it("sends each call with the contract's method and path (commerceCalls)", async () => {
    const backend = fakeBackend({});
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: backend.fetch,
    });
    client.state.setCartToken('a-token');
    const card = { number: '4242424242424242', expiry: '12/39', cvc: '123' };
    const calls: [CommerceCallName, () => Promise<unknown>, Record<string, string | number>][] = [
      ['getSelection', () => client.getSelection(), {}],
      ['addItem', () => client.addItem('A-M', 2), { item: 'A-M' }],
      ['setLineQuantity', () => client.setLineQuantity('l1', 3), { line: 'l1', quantity: 3 }],
      ['removeLine', () => client.removeLine('l1'), { line: 'l1' }],
      ['setCountry', () => client.setCountry('IE'), { country: 'IE' }],
      ['addVoucher', () => client.addVoucher('WELCOME10'), {}],
      ['removeVoucher', () => client.removeVoucher('WELCOME10'), {}],
      [
        'setShippingMethod',
        () => client.setShippingMethod('express'),
        { shippingMethod: 'express' },
      ],
      [
        'setPaymentMethod',
        () => client.setPaymentMethod('test-card'),
        { paymentMethod: 'test-card' },
      ],
      ['setPaymentFields', () => client.setPaymentFields({}), {}],
      ['pay', () => client.pay({ termsAndConditions: true, card }), {}],
      ['paymentResult', () => client.paymentResult({ attempt: 'a' }), {}],
      ['getReceipt', () => client.getReceipt(), {}],
      ['register', () => client.register({ email: 'a@b.example', password: 'pass phrase' }), {}],
      [
        'confirmRegistration',
        () => client.confirmRegistration({ i: 'i', id: 'id', password: 'p' }),
        {},
      ],
      ['login', () => client.login('a@b.example', 'pass phrase'), { email: 'a@b.example' }],
      ['requestPasswordReset', () => client.requestPasswordReset('a@b.example'), {}],
      ['resetPassword', () => client.resetPassword({ i: 'i', id: 'id', newPassword: 'n' }), {}],
      ['getCustomer', () => client.getCustomer(), {}],
      ['updateCustomer', () => client.updateCustomer({ firstName: 'Ada' }), {}],
      ['changePassword', () => client.changePassword({ password: 'a', newPassword: 'b' }), {}],
      ['getOrders', () => client.getOrders(), {}],
      ['getWishlist', () => client.getWishlist(), { wishlist: 0 }],
      ['addToWishlist', () => client.addToWishlist(12), { wishlist: 0, product: 12 }],
      ['removeFromWishlist', () => client.removeFromWishlist(12), { wishlist: 0, product: 12 }],
      // Last: it ends the session.
      ['logout', () => client.logout(), {}],
    ];
    for (const [name, makeCall, params] of calls) {
      const before = backend.requests.length;
      await makeCall().catch(() => undefined);
      const { request } = backend.requests[before] ?? {};
      const { method, path } = commerceCalls[name];
      const expected = path.replace(/\{(\w+)\}/g, (_, param: string) =>
        encodeURIComponent(String(params[param])),
      );
      expect(`${request?.method} ${request ? new URL(request.url).pathname : ''}`, name).toBe(
        `${method} /commerce${expected}`,
      );
    }
    // Every call of the contract a browser makes has a client method; the catalogue's are the
    // server's (the catalogue import reads them with the shared secret).
    const browserCalls = Object.entries(commerceCalls)
      .filter(([, call]) => !('sharedSecret' in call))
      .map(([name]) => name);
    expect(calls.map(([name]) => name).sort()).toEqual(browserCalls.sort());
  });
});
