import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  hasChromium,
  hydrated,
  launchChromium,
  type RunningShop,
  startShop,
  stopProcess,
  waitForHealth,
} from './harness.ts';

const apiDir = fileURLToPath(new URL('../../api', import.meta.url));
const jacket = '/moraine-mens-nevis-gore-tex-jacket-104211-923';
const secret = 'plugin-shared-secret-for-the-journeys';

/**
 * The shop pointed at a commerce backend in another process (COMMERCE_API_URL), as at a Centra
 * checkout API: `pnpm commerce:serve`'s script on a port of its own, admitting the shop's
 * origin only. Every commerce call of these journeys leaves the browser for that process.
 */
describe.skipIf(!hasChromium)('the bag and checkout against a separate commerce process', () => {
  let commerce: ChildProcess | undefined;
  let commerceDir = '';
  let commerceUrl = '';
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const [shopPort, commercePort] = [await freePort(), await freePort()];
    const shopOrigin = `http://127.0.0.1:${shopPort}`;
    commerceUrl = `http://127.0.0.1:${commercePort}/commerce`;
    commerceDir = mkdtempSync(join(tmpdir(), 'cairn-e2e-commerce-'));
    commerce = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/commerce-serve.ts',
        '--port',
        String(commercePort),
        '--allow-origin',
        shopOrigin,
      ],
      {
        cwd: apiDir,
        env: { ...process.env, DATA_DIR: commerceDir, DATABASE_URL: '', REDIS_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output: string[] = [];
    commerce.stdout?.on('data', (chunk) => output.push(String(chunk)));
    commerce.stderr?.on('data', (chunk) => output.push(String(chunk)));
    [shop, browser] = await Promise.all([
      waitForHealth(`http://127.0.0.1:${commercePort}`, commerce, output, 300_000).then(() =>
        startShop({
          port: shopPort,
          env: { COMMERCE_API_URL: commerceUrl, COMMERCE_SHARED_SECRET: secret },
        }),
      ),
      launchChromium(),
    ]);
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    if (commerce) await stopProcess(commerce);
    if (commerceDir) rmSync(commerceDir, { recursive: true, force: true });
  });

  /** A shopper's tab, recording every request it sends and the page's errors. */
  async function shopper() {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requests: { url: string; headers: Record<string, string>; body: string }[] = [];
    const errors: string[] = [];
    page.on('request', (request) =>
      requests.push({
        url: request.url(),
        headers: request.headers(),
        body: request.postData() ?? '',
      }),
    );
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        errors.push(message.text());
      }
    });
    return { context, page, requests, errors };
  }

  async function bagToCheckout(page: Page, url: string) {
    await page.goto(`${url}${jacket}`);
    await hydrated(page);
    await page.locator('.shop-product__size[data-available="true"]').first().click();
    await page.getByRole('button', { name: 'Add to bag' }).click();
    const panel = page.getByRole('dialog', { name: 'Your bag' });
    await panel.locator('.cart-line').first().waitFor();
    await panel.getByRole('link', { name: 'Go to checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.waitForSelector('#email');
    await page.fill('#email', 'ann.hill@example.com');
    await page.fill('#first-name', 'Ann');
    await page.fill('#last-name', 'Hill');
    await page.fill('#address-1', '1 Lake Road');
    await page.fill('#city', 'Keswick');
    await page.fill('#postcode', 'CA12 5AA');
    await page.check('#terms');
  }

  it('bag, checkout and the test card reach the separate process; no browser request carries the secret', async () => {
    const url = shop?.url ?? '';
    const { context, page, requests, errors } = await shopper();
    try {
      // The page names the commerce address, never the secret; the policy admits that origin.
      const answer = await fetch(`${url}${jacket}`);
      const html = await answer.text();
      expect(html).toContain(`data-commerce-url="${commerceUrl}"`);
      expect(html).not.toContain(secret);
      expect(answer.headers.get('content-security-policy')).toContain(
        `connect-src 'self' ${new URL(commerceUrl).origin}`,
      );

      await bagToCheckout(page, url);
      await page.fill('#card-number', '4242 4242 4242 4242');
      await page.fill('#card-expiry', '12/30');
      await page.fill('#card-cvc', '123');
      await page.locator('.checkout-pay__button').click();
      await page.waitForURL('**/success');
      const number = await page.locator('[data-order-number]').textContent();
      expect(number).toMatch(/^\d+$/);
      expect(await page.locator('.checkout-receipt').textContent()).toContain(
        'Nevis Gore-Tex Jacket',
      );
      // A reload reads the receipt from the separate process.
      await page.reload();
      await page.waitForSelector('[data-order-number]');
      expect(await page.locator('[data-order-number]').textContent()).toBe(number);

      const commerceCalls = requests.filter((request) => request.url.startsWith(commerceUrl));
      const paths = commerceCalls.map((request) => new URL(request.url).pathname);
      expect(paths).toEqual(
        expect.arrayContaining(['/commerce/selection', '/commerce/payment', '/commerce/receipt']),
      );
      expect(paths.some((path) => path.startsWith('/commerce/items/'))).toBe(true);
      // Nothing commerce goes through the shop's own origin.
      expect(requests.filter((request) => request.url.startsWith(`${url}/commerce`))).toEqual([]);
      for (const request of requests) {
        expect(JSON.stringify(request)).not.toContain(secret);
        expect(request.headers.authorization ?? '').not.toContain('Bearer');
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('pays on the test provider page by redirect: cancel returns to the checkout, pay to the receipt', async () => {
    const url = shop?.url ?? '';
    const { context, page, requests, errors } = await shopper();
    try {
      await bagToCheckout(page, url);
      await page.getByLabel('Payment page (test mode)').check();
      await page.locator('.checkout-pay__button').click();
      await page.waitForURL(`${commerceUrl}/test-payment-provider/**`);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.waitForURL('**/checkout?payment=cancelled');
      await hydrated(page);
      expect(await page.locator('[data-payment-cancelled]').textContent()).toContain(
        'The payment was cancelled and nothing was charged',
      );
      // The bag is as it was; pay again, this time paying on the provider's page.
      await page.waitForSelector('#email');
      await page.fill('#email', 'ann.hill@example.com');
      await page.fill('#first-name', 'Ann');
      await page.fill('#last-name', 'Hill');
      await page.fill('#address-1', '1 Lake Road');
      await page.fill('#city', 'Keswick');
      await page.fill('#postcode', 'CA12 5AA');
      await page.check('#terms');
      await page.getByLabel('Payment page (test mode)').check();
      await page.locator('.checkout-pay__button').click();
      await page.waitForURL(`${commerceUrl}/test-payment-provider/**`);
      await page.getByRole('button', { name: /^Pay / }).click();

      await page.waitForURL('**/success');
      await page.waitForSelector('[data-order-number]');
      expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
      // The provider's return parameters are used once and leave the address.
      await page.waitForURL((address) => address.search === '');
      const number = await page.locator('[data-order-number]').textContent();
      expect(requests.some((request) => request.url === `${commerceUrl}/payment-result`)).toBe(
        true,
      );
      // A reload reads the receipt: the same order, not a second payment.
      await page.reload();
      await page.waitForSelector('[data-order-number]');
      expect(await page.locator('[data-order-number]').textContent()).toBe(number);
      expect(
        requests.filter((request) => request.url === `${commerceUrl}/payment-result`),
      ).toHaveLength(1);
      for (const request of requests) expect(JSON.stringify(request)).not.toContain(secret);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
