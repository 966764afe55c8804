import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addToBag,
  bagToCheckout,
  fillCard,
  fillDelivery,
  goToCheckout,
  jacketPath as jacket,
} from './checkout-steps.ts';
import { type CommerceRequest, useCommerceProcess } from './commerce-process.ts';
import { freePort, hasChromium, hydrated, type Tab, useRunningShop } from './harness.ts';
import { registerInBrowser, useMailbox } from './mailbox.ts';

const secret = 'plugin-shared-secret-for-the-journeys';
const jacketName = 'Nevis Gore-Tex Jacket';
// Both ports are known before either process starts: the commerce process admits the shop's
// origin (CORS, return pages) and the shop names the commerce address in its pages.
const [shopPort, commercePort] = [await freePort(), await freePort()];
const shopOrigin = `http://127.0.0.1:${shopPort}`;

let unique = 0;
/** A fresh address per journey: accounts live on in the commerce process between tests. */
function newEmail(label: string): string {
  unique += 1;
  return `${label}-${Date.now()}-${unique}@example.com`;
}

/**
 * The shop pointed at a commerce backend in another process (COMMERCE_API_URL), as at a Centra
 * checkout API: `pnpm commerce:serve`'s script on a port of its own, admitting the shop's
 * origin only and mailing its own registration links. Every commerce call of these journeys
 * leaves the browser for that process; one shop and one commerce process serve them all.
 */
describe.skipIf(!hasChromium)('the shop against a separate commerce process', () => {
  // Hooks in order: the mailbox, then the commerce process (it mails through the mailbox),
  // then the shop (it names the commerce process); they stop in the reverse order.
  const mailbox = useMailbox();
  const commerce = useCommerceProcess({
    port: commercePort,
    shopOrigin,
    sharedSecret: secret,
  });
  const shop = useRunningShop({
    // Browsers call the commerce process directly: no header its CORS does not admit.
    addressPerTab: false,
    port: shopPort,
    env: { COMMERCE_API_URL: commerce.url, COMMERCE_SHARED_SECRET: secret },
  });

  /** A shopper's tab recording every request it sends, with headers and body. */
  async function shopper(): Promise<Tab & { requests: SentRequest[] }> {
    const tab = await shop.newTab({ viewport: { width: 1280, height: 900 } });
    const requests: SentRequest[] = [];
    tab.page.on('request', (request) =>
      requests.push({
        method: request.method(),
        url: request.url(),
        headers: request.headers(),
        body: request.postData() ?? '',
      }),
    );
    return { ...tab, requests };
  }

  /** What a journey's requests must never do, whichever way the shopper went. */
  function expectNoSecretAndNoShopCommerce(requests: SentRequest[]) {
    // Nothing commerce goes through the shop's own origin: the embedded backend is not there.
    expect(requests.filter((request) => request.url.startsWith(`${shop.url}/commerce`))).toEqual(
      [],
    );
    for (const request of requests) {
      expect(JSON.stringify(request)).not.toContain(secret);
      expect(request.headers.authorization ?? '').not.toContain('Bearer');
    }
  }

  const commercePaths = (requests: SentRequest[]) =>
    requests
      .filter((request) => request.url.startsWith(commerce.url))
      .map((request) => new URL(request.url).pathname);

  it('bag, checkout and the test card reach the separate process; no browser request carries the secret', async () => {
    const { page, requests, errors } = await shopper();
    // The page names the commerce address, never the secret; the policy admits that origin.
    const answer = await fetch(`${shop.url}${jacket}`);
    const html = await answer.text();
    expect(html).toContain(`data-commerce-url="${commerce.url}"`);
    expect(html).not.toContain(secret);
    expect(answer.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ${new URL(commerce.url).origin}`,
    );

    await bagToCheckout(page, shop.url);
    await fillCard(page);
    await page.locator('.checkout-pay__button').click();
    await page.waitForURL('**/success');
    const number = await page.locator('[data-order-number]').textContent();
    expect(number).toMatch(/^\d+$/);
    expect(await page.locator('.checkout-receipt').textContent()).toContain(jacketName);
    // A reload reads the receipt from the separate process.
    await page.reload();
    await page.waitForSelector('[data-order-number]');
    expect(await page.locator('[data-order-number]').textContent()).toBe(number);

    const paths = commercePaths(requests);
    expect(paths).toEqual(
      expect.arrayContaining(['/commerce/selection', '/commerce/payment', '/commerce/receipt']),
    );
    // The order went to the recommendations: the shop's server read it from the process.
    expect(requests.some((request) => request.url === `${shop.url}/api/elevate/order`)).toBe(true);
    expect(commerce.requests.some((answered) => answered.path === '/commerce/receipt')).toBe(true);
    expect(paths.some((path) => path.startsWith('/commerce/items/'))).toBe(true);
    expectNoSecretAndNoShopCommerce(requests);
    expect(errors).toEqual([]);
  });

  it('pays on the test provider page by redirect: cancel returns to the checkout, pay to the receipt', async () => {
    const { page, requests, errors } = await shopper();
    await bagToCheckout(page, shop.url);
    await page.getByLabel('Payment page (test mode)').check();
    await page.locator('.checkout-pay__button').click();
    await page.waitForURL(`${commerce.url}/test-payment-provider/**`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.waitForURL('**/checkout?payment=cancelled');
    await hydrated(page);
    expect(await page.locator('[data-payment-cancelled]').textContent()).toContain(
      'The payment was cancelled and nothing was charged',
    );
    // The bag is as it was; pay again, this time paying on the provider's page.
    await fillDelivery(page);
    await page.getByLabel('Payment page (test mode)').check();
    await page.locator('.checkout-pay__button').click();
    await page.waitForURL(`${commerce.url}/test-payment-provider/**`);
    await page.getByRole('button', { name: /^Pay / }).click();

    await expectReceiptOnce(page, requests);
    expectNoSecretAndNoShopCommerce(requests);
    expect(errors).toEqual([]);
  });

  it('pays by the provider form a `form` action carries: posted to the provider, back to the receipt', async () => {
    const { page, requests, errors } = await shopper();
    await bagToCheckout(page, shop.url);
    await page.getByLabel('Payment form (test mode)').check();
    await page.locator('.checkout-pay__button').click();
    // The checkout posted the provider's form: the provider's page answers that POST.
    const posted = await page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().startsWith(`${commerce.url}/test-payment-provider/`),
    );
    expect(posted.isNavigationRequest()).toBe(true);
    await page.waitForURL(`${commerce.url}/test-payment-provider/**`);
    expect(await page.locator('[data-amount]').textContent()).toBe('£100.00');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expectReceiptOnce(page, requests);
    expect(await page.locator('.checkout-receipt').textContent()).toContain(jacketName);
    expectNoSecretAndNoShopCommerce(requests);
    expect(errors).toEqual([]);
  });

  it('registers, sees the account, orders and profile, logs out and in again', async () => {
    const email = newEmail('centra-account');
    const { page, requests, errors } = await shopper();
    // The commerce process mails the link to the shop's page, which confirms with that process.
    await registerInBrowser(page, {
      shopUrl: shop.url,
      mailbox,
      email,
      password: 'centra-password-1',
    });
    await page.getByText('Hello Alex, your Cairn account is ready.').waitFor();
    await goto(page, '/account');
    await page.getByRole('heading', { level: 1, name: 'Hello, Alex' }).waitFor();
    await page.getByText('You have no orders yet.').waitFor();

    // An order as the logged-in customer appears in the account's orders.
    await goToCheckout(page, await addToBag(page, shop.url));
    expect(await page.inputValue('#email')).toBe(email);
    await fillDelivery(page, { email, firstName: 'Alex' });
    await fillCard(page);
    await page.locator('.checkout-pay__button').click();
    await page.waitForURL('**/success');
    const number = (await page.locator('[data-order-number]').textContent())?.trim() ?? '';
    await goto(page, '/account/orders');
    await page.getByText(number, { exact: false }).first().waitFor();

    // The profile comes from, and is saved to, the commerce process.
    await goto(page, '/account/profile');
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    await page.getByText(email).first().waitFor();
    const lastName = page.getByLabel('Last name');
    await lastName.fill('Hill-Munro');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Your details are saved.').waitFor();
    await goto(page, '/account/profile');
    await expect.poll(() => lastName.inputValue()).toBe('Hill-Munro');

    await goto(page, '/account');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${shop.url}/`);
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    await goto(page, '/login');
    const form = page.getByRole('region', { name: 'Log in' });
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password').fill('centra-password-1');
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${shop.url}/account`);
    await page.getByRole('heading', { level: 1, name: 'Hello, Alex' }).waitFor();

    const paths = commercePaths(requests);
    for (const path of [
      '/commerce/register',
      '/commerce/register/confirm',
      '/commerce/customer',
      '/commerce/orders',
      '/commerce/customer/update',
      '/commerce/logout',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/commerce/login/'))).toBe(true);
    expectNoSecretAndNoShopCommerce(requests);
    expect(errors).toEqual([]);
  });

  it('saves a product to the wishlist, finds it in the account and removes it', async () => {
    const { page, requests, errors } = await shopper();
    await registerInBrowser(page, {
      shopUrl: shop.url,
      mailbox,
      email: newEmail('centra-wishlist'),
      password: 'centra-wish-password-1',
    });
    await goto(page, jacket);
    const heart = page.getByRole('button', { name: /^Save to wishlist/ });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await page
      .getByRole('button', { name: /^Save to wishlist/, pressed: true })
      .waitFor({ timeout: 10_000 });

    await goto(page, '/account/wishlist');
    const saved = page.getByRole('list', { name: 'Saved products' });
    await saved.getByRole('heading', { name: new RegExp(jacketName) }).waitFor();
    await saved.getByRole('button', { name: `Remove ${jacketName} from your wishlist` }).click();
    await page.getByText('Your wishlist is empty.', { exact: false }).waitFor();

    const paths = commercePaths(requests);
    expect(paths.some((path) => /^\/commerce\/customer\/wishlists\/0\/items\//.test(path))).toBe(
      true,
    );
    expect(paths).toContain('/commerce/customer/wishlists/0');
    expectNoSecretAndNoShopCommerce(requests);
    expect(errors).toEqual([]);
  });

  it('a page view calls the commerce process for the shopper’s own bag and session only', async () => {
    const { page, requests } = await shopper();
    // A shopper with a bag: the token makes the bag worth reading on every page.
    await addToBag(page, shop.url);
    await page.waitForLoadState('networkidle');

    for (const path of ['/', jacket, '/all/clothing/jackets', '/guides/ski-buying-guide']) {
      const sentBefore = requests.length;
      const answeredBefore = commerce.requests.length;
      await goto(page, path);
      await page.waitForLoadState('networkidle');
      const sent = requests
        .slice(sentBefore)
        .filter((request) => request.url.startsWith(commerce.url))
        .map(({ method, url }) => `${method} ${new URL(url).pathname}`);
      // The bag (its count in the header) and the session's customer, nothing of the catalogue.
      for (const call of sent) {
        expect(['GET /commerce/selection', 'GET /commerce/customer']).toContain(call);
      }
      // Every call the commerce process answered came from the browser: the shop's server
      // made none (its pages read the imported catalogue).
      await expect
        .poll(() => answered(commerce.requests.slice(answeredBefore)), { timeout: 2000 })
        .toEqual(sent);
    }
    // A guest's view: at most the (empty) bag, and nothing from the shop's server.
    const guest = await shopper();
    const answeredBefore = commerce.requests.length;
    await goto(guest.page, jacket);
    await guest.page.waitForLoadState('networkidle');
    const sent = guest.requests
      .filter((request) => request.url.startsWith(commerce.url))
      .map(({ method, url }) => `${method} ${new URL(url).pathname}`);
    for (const call of sent) expect(call).toBe('GET /commerce/selection');
    await expect
      .poll(() => answered(commerce.requests.slice(answeredBefore)), { timeout: 2000 })
      .toEqual(sent);
  });

  async function goto(page: Page, path: string) {
    await page.goto(`${shop.url}${path}`);
    await hydrated(page);
  }

  /**
   * Back from the provider on the receipt: the return parameters are used once (one
   * `payment-result`) and leave the address; a reload reads the same order, not a second one.
   */
  async function expectReceiptOnce(page: Page, requests: SentRequest[]) {
    await page.waitForURL('**/success**');
    await page.waitForSelector('[data-order-number]');
    expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
    await page.waitForURL((address) => address.pathname === '/success' && address.search === '');
    const number = await page.locator('[data-order-number]').textContent();
    await page.reload();
    await page.waitForSelector('[data-order-number]');
    expect(await page.locator('[data-order-number]').textContent()).toBe(number);
    expect(
      requests.filter((request) => request.url === `${commerce.url}/payment-result`),
    ).toHaveLength(1);
  }
});

type SentRequest = { method: string; url: string; headers: Record<string, string>; body: string };

const answered = (requests: readonly CommerceRequest[]) =>
  requests.map(({ method, path }) => `${method} ${path}`);
