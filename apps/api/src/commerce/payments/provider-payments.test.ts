import { describe, expect, it } from 'vitest';
import { inMemoryDatabase, useTestApi } from '../../testing/test-api.ts';
import { paymentBody, Shopper, send, setStock, stockedSkus, stockOf } from '../testing/shopper.ts';

const shop = 'http://localhost:3000';
const returnPages = {
  paymentReturnPage: `${shop}/success`,
  paymentFailedPage: `${shop}/checkout`,
};

/** The same result with its last character changed. */
const tamper = (result: string) => `${result.slice(0, -1)}${result.endsWith('A') ? 'B' : 'A'}`;

describe('payments on a provider page: the redirect and form actions', () => {
  const api = useTestApi(inMemoryDatabase);

  /** A shopper with one size in the bag, and that size's sku. */
  async function shopperWithBag() {
    const [sku = ''] = await stockedSkus(api, 1, 3);
    await setStock(api, sku, 5);
    const shopper = new Shopper(api);
    await shopper.post(`/items/${sku}`, { body: { quantity: 1 } });
    return { shopper, sku };
  }

  /** The test provider's page at `url` (path under the API), decided `pay` or `cancel`. */
  async function decide(url: string, decision: 'pay' | 'cancel') {
    const path = new URL(url).pathname;
    const response = await api.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision }).toString(),
    });
    return response;
  }

  it('answers the test card with success and the order, as before', async () => {
    const { shopper } = await shopperWithBag();
    const answer = await shopper.pay();
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ action: 'success', order: { status: 'paid' } });
  });

  it('redirects to the provider page, and the return with its result places the order once', async () => {
    const { shopper, sku } = await shopperWithBag();
    const started = await shopper.pay({
      paymentMethod: 'test-redirect',
      card: undefined,
      ...returnPages,
    });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      token: shopper.token,
      action: 'redirect',
      url: expect.stringMatching(
        /^http:\/\/localhost:3000\/commerce\/test-payment-provider\/[\w-]{36}$/,
      ),
    });
    // Nothing is taken before the provider says paid.
    expect(await stockOf(api, sku)).toBe(5);
    const page = await api.app.request(new URL(started.body.url).pathname);
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('Test payment provider');
    expect(pageHtml).toMatch(/<button name="decision" value="pay">Pay £[\d.,]+<\/button>/);

    const paid = await decide(started.body.url, 'pay');
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(`${shop}/success`);
    const fields = Object.fromEntries(back.searchParams);
    expect(fields).toEqual({
      paymentMethod: 'test-redirect',
      attempt: expect.any(String),
      result: expect.stringMatching(/^[\w-]{32}$/),
    });

    const result = await shopper.post('/payment-result', { body: { paymentMethodFields: fields } });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      action: 'success',
      order: { status: 'paid', paymentReference: 'test-redirect (provider page)' },
    });
    expect(await stockOf(api, sku)).toBe(4);
    expect((await shopper.get('/receipt')).body.order.order).toBe(result.body.order.order);

    // Replayed: refused, and no second order.
    const replayed = await shopper.post('/payment-result', {
      body: { paymentMethodFields: fields },
    });
    expect(replayed.status).toBe(409);
    expect(replayed.body.errors).toEqual({ payment: 'This payment has been confirmed already' });
    expect(await stockOf(api, sku)).toBe(4);
    // The provider's page is closed once decided.
    expect((await api.app.request(new URL(started.body.url).pathname)).status).toBe(404);
  });

  it('refuses a tampered result, another session bringing it, and a result before paying', async () => {
    const { shopper } = await shopperWithBag();
    const started = await shopper.pay({
      paymentMethod: 'test-redirect',
      card: undefined,
      ...returnPages,
    });
    const attempt = new URL(started.body.url).pathname.split('/').at(-1) ?? '';
    const early = await shopper.post('/payment-result', {
      body: { paymentMethodFields: { attempt, result: 'x'.repeat(32) } },
    });
    expect(early.status).toBe(400);
    expect(early.body.errors.payment).toBe('The payment was not completed on the payment page');

    const paid = await decide(started.body.url, 'pay');
    const fields = Object.fromEntries(new URL(paid.headers.get('location') ?? '').searchParams);
    const tampered = await shopper.post('/payment-result', {
      body: { paymentMethodFields: { ...fields, result: tamper(fields.result ?? '') } },
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body.errors.payment).toBe('The payment result does not match the payment');
    const stranger = new Shopper(api);
    await stranger.get('/selection');
    const stolen = await stranger.post('/payment-result', {
      body: { paymentMethodFields: fields },
    });
    expect(stolen.status).toBe(404);
    const malformed = await shopper.post('/payment-result', {
      body: { paymentMethodFields: { attempt: 'not-an-id', result: fields.result } },
    });
    expect(malformed.status).toBe(400);
    // The untampered result still places the order.
    const result = await shopper.post('/payment-result', { body: { paymentMethodFields: fields } });
    expect(result.status).toBe(201);
  });

  it('sends a cancelled payment back to the failed page, placing nothing', async () => {
    const { shopper, sku } = await shopperWithBag();
    const started = await shopper.pay({
      paymentMethod: 'test-redirect',
      card: undefined,
      ...returnPages,
    });
    const cancelled = await decide(started.body.url, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${shop}/checkout?payment=cancelled`);
    expect(await stockOf(api, sku)).toBe(5);
    expect((await shopper.get('/selection')).body.selection.items).toHaveLength(1);
    // A cancelled payment cannot be paid afterwards.
    expect((await decide(started.body.url, 'pay')).status).toBe(404);
  });

  it('answers the form method with a form posting to the provider page', async () => {
    const { shopper } = await shopperWithBag();
    const started = await shopper.pay({
      paymentMethod: 'test-form',
      card: undefined,
      ...returnPages,
    });
    expect(started.body.action).toBe('form');
    const [, action, attempt] =
      /<form method="post" action="([^"]+)"><input type="hidden" name="attempt" value="([\w-]+)"><\/form>/.exec(
        started.body.formHtml,
      ) ?? [];
    expect(action).toBe(`${shop}/commerce/test-payment-provider/${attempt}`);
    // Posting the form shows the provider's page.
    const posted = await api.app.request(new URL(action ?? '').pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ attempt: attempt ?? '' }).toString(),
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('Test payment provider');
  });

  it('refuses a provider method without return pages, or with pages of another site', async () => {
    const { shopper } = await shopperWithBag();
    const without = await shopper.pay({ paymentMethod: 'test-redirect', card: undefined });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual({ paymentReturnPage: 'required for this payment method' });
    const elsewhere = await shopper.pay({
      paymentMethod: 'test-redirect',
      card: undefined,
      ...returnPages,
      paymentReturnPage: 'https://evil.example/success',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ paymentReturnPage: 'must be a page of the shop' });
    // Chosen earlier with PUT /payment-methods, the method is still paid on its page only.
    await shopper.put('/payment-methods/test-redirect');
    const chosen = await shopper.post('/payment', { body: { ...paymentBody(), card: undefined } });
    expect(chosen.status).toBe(400);
  });

  it('refuses the order when the bag changed after the provider page opened', async () => {
    const { shopper, sku } = await shopperWithBag();
    const started = await shopper.pay({
      paymentMethod: 'test-redirect',
      card: undefined,
      ...returnPages,
    });
    const paid = await decide(started.body.url, 'pay');
    await shopper.post(`/items/${sku}`, { body: { quantity: 1 } });
    const fields = Object.fromEntries(new URL(paid.headers.get('location') ?? '').searchParams);
    const result = await shopper.post('/payment-result', { body: { paymentMethodFields: fields } });
    expect(result.status).toBe(409);
    expect(result.body.errors.payment).toContain('Your bag changed');
  });
});

describe('payments on a provider page with TEST_PAYMENTS=0', () => {
  const api = useTestApi(inMemoryDatabase, { env: { TEST_PAYMENTS: '0' } });

  it('has no test provider page and takes no payment result', async () => {
    const page = await send(
      api,
      'GET',
      '/commerce/test-payment-provider/5f0c2a7e-1b1e-4c57-9d7e-1f2a3b4c5d6e',
    );
    expect(page.status).toBe(404);
    const shopper = new Shopper(api);
    const result = await shopper.post('/payment-result', {
      body: {
        paymentMethodFields: {
          attempt: '5f0c2a7e-1b1e-4c57-9d7e-1f2a3b4c5d6e',
          result: 'x'.repeat(32),
        },
      },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      paymentMethod: 'No payment method is available at the moment',
    });
  });
});
