import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { hasChromium, hydrated, type Tab, useRunningShop } from './harness.ts';
import { registerInBrowser, useMailbox } from './mailbox.ts';

const productPath = '/moraine-mens-nevis-gore-tex-jacket-104211-923';
const productName = 'Nevis Gore-Tex Jacket';
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;

let unique = 0;
/** A fresh address per journey: accounts live on in the shop's database between tests. */
function newEmail(label: string): string {
  unique += 1;
  return `${label}-${Date.now()}-${unique}@example.com`;
}

describe.skipIf(!hasChromium)('customers in Chromium', () => {
  // Reset and confirmation mails leave the outbox by SMTP; the fake server keeps them.
  const mailbox = useMailbox();
  const shop = useRunningShop();

  async function open(viewport: (typeof viewports)[number], path: string): Promise<Tab> {
    const tab = await shop.newTab({ viewport: { width: viewport.width, height: viewport.height } });
    await goto(tab.page, path);
    return tab;
  }

  async function goto(page: Page, path: string) {
    await page.goto(`${shop.url}${path}`);
    await hydrated(page);
  }

  const register = (page: Page, email: string, password: string) =>
    registerInBrowser(page, { shopUrl: shop.url, mailbox, email, password });

  async function logIn(page: Page, email: string, password: string) {
    const form = page.getByRole('region', { name: 'Log in' });
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Log in' }).click();
  }

  const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('cairn.cart-token'));

  for (const viewport of viewports) {
    describe(`at ${viewport.width} px`, () => {
      it('registers, is logged in, has no orders, logs out and logs in again', async () => {
        const email = newEmail(`journey-${viewport.name}`);
        const { page, errors } = await open(viewport, '/login');
        await register(page, email, 'first-password-1');
        await page.getByText('Hello Alex, your Cairn account is ready.').waitFor();

        await page.getByRole('link', { name: 'Your account', exact: true }).click();
        await page.waitForURL(`${shop.url}/account`);
        await page.getByRole('heading', { level: 1, name: 'Hello, Alex' }).waitFor();
        await page.getByText('You have no orders yet.').waitFor();
        expect(await page.getByText(email).isVisible()).toBe(true);
        expect(await page.locator('meta[name="robots"]').last().getAttribute('content')).toContain(
          'noindex',
        );

        const customerToken = await storedToken(page);
        await page.getByRole('button', { name: 'Log out' }).click();
        await page.waitForURL(`${shop.url}/`);
        await page.getByRole('link', { name: 'Log in' }).waitFor();
        // The header says "Log in" as soon as the logout starts; the stored key goes when the
        // server has ended the session.
        await page.waitForFunction(
          (previous) => localStorage.getItem('cairn.cart-token') !== previous,
          customerToken,
        );
        expect(await storedToken(page)).not.toBe(customerToken);
        expect(await page.evaluate(() => localStorage.getItem('cairn.customer'))).toBeNull();

        // A guest asking for the account is sent home.
        await goto(page, '/account');
        await page.waitForURL(`${shop.url}/`);

        await goto(page, '/login');
        await logIn(page, email, 'first-password-1');
        await page.waitForURL(`${shop.url}/account`);
        await page.getByRole('heading', { level: 1, name: 'Hello, Alex' }).waitFor();
        await page.getByRole('link', { name: 'Your account', exact: true }).waitFor();
        expect(errors).toEqual([]);
      });

      it('says a failed login in one message that names neither field', async () => {
        const { page, errors, expectError } = await open(viewport, '/login');
        expectError(
          /status of 401 .*\/commerce\/login\/nobody%40example\.com\)$/,
          'no such account',
        );
        await logIn(page, 'nobody@example.com', 'not-the-password');
        const alert = page.getByRole('region', { name: 'Log in' }).getByRole('alert');
        expect(await alert.textContent()).toBe(
          'That email address and password do not match an account. Check both and try again.',
        );
        expect(await page.getByRole('alert').count()).toBe(1);
        const form = page.getByRole('region', { name: 'Log in' });
        expect(await form.getByLabel('Email address').getAttribute('aria-invalid')).toBeNull();
        expect(await form.getByLabel('Password').getAttribute('aria-invalid')).toBeNull();
        expect(page.url()).toBe(`${shop.url}/login`);
        expect(errors).toEqual([]);
      });

      it('resets a forgotten password through the emailed link', async () => {
        const email = newEmail(`reset-${viewport.name}`);
        const { page, errors, expectError } = await open(viewport, '/login');
        expectError(/status of 401 .*\/commerce\/login\//, 'the old password no longer logs in');
        expectError(/status of 400 .*\/commerce\/password-reset\)$/, 'a used link is refused');
        await register(page, email, 'old-password-1');
        await page.getByRole('link', { name: 'Your account', exact: true }).click();
        await page.getByRole('button', { name: 'Log out' }).click();
        await page.waitForURL(`${shop.url}/`);

        await goto(page, '/login');
        await page.getByRole('link', { name: 'Forgotten your password?' }).click();
        await page.waitForURL(`${shop.url}/customer/reset-password`);
        await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
        const requested =
          'If an account has this email address, we have sent it a link to choose a new password. The link works for an hour.';
        // The same answer for an address without an account.
        await page.getByLabel('Email address').fill(newEmail('nobody'));
        await page.getByRole('button', { name: 'Send the link' }).click();
        await page.getByText(requested).waitFor();
        await page.getByLabel('Email address').fill(email);
        await page.getByRole('button', { name: 'Send the link' }).click();
        await page.getByText(requested).waitFor();

        const link = await mailbox.linkTo(email, '/customer/reset-password');
        await goto(page, link);
        await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
        await page.getByLabel('New password').fill('new-password-2');
        await page.getByRole('button', { name: 'Save new password' }).click();
        await page.getByText('Your password is changed. Log in with your new password.').waitFor();
        await page.getByRole('status').getByRole('link', { name: 'Log in' }).click();
        await page.getByRole('region', { name: 'Log in' }).waitFor();

        await logIn(page, email, 'old-password-1');
        await page.getByRole('region', { name: 'Log in' }).getByRole('alert').waitFor();
        await logIn(page, email, 'new-password-2');
        await page.waitForURL(`${shop.url}/account`);

        // A used link does not work twice.
        await goto(page, link);
        await page.getByLabel('New password').fill('third-password-3');
        await page.getByRole('button', { name: 'Save new password' }).click();
        expect(await page.getByRole('alert').textContent()).toBe(
          'This reset link is invalid, used or expired',
        );
        expect(errors).toEqual([]);
      });

      it('registers, checks out and finds the order in the account', async () => {
        const email = newEmail(`buyer-${viewport.name}`);
        const { page, errors } = await open(viewport, '/login');
        await register(page, email, 'buyer-password-1');
        await page.getByText('Hello Alex, your Cairn account is ready.').waitFor();

        await goto(page, productPath);
        await page.locator('.shop-product__size[data-available="true"]').first().click();
        await page.getByRole('button', { name: 'Add to bag' }).click();
        const bag = page.getByRole('dialog', { name: 'Your bag' });
        await bag.locator('.cart-line').first().waitFor();
        await bag.getByRole('link', { name: 'Go to checkout' }).click();
        await page.waitForURL('**/checkout');
        await page.waitForSelector('#email');
        await page.fill('#email', email);
        await page.fill('#first-name', 'Alex');
        await page.fill('#last-name', 'Munro');
        await page.fill('#address-1', '2 Glen Road');
        await page.fill('#city', 'Aviemore');
        await page.fill('#postcode', 'PH22 1AA');
        await page.check('#terms');
        await page.fill('#card-number', '4242 4242 4242 4242');
        await page.fill('#card-expiry', '12/30');
        await page.fill('#card-cvc', '123');
        await page.locator('.checkout-pay__button').click();
        await page.waitForURL('**/success');
        const number = (await page.locator('[data-order-number]').textContent())?.trim() ?? '';
        expect(number).toMatch(/^\d+$/);

        await goto(page, '/account');
        await page.getByRole('heading', { level: 1, name: 'Hello, Alex' }).waitFor();
        await page.getByText(number, { exact: false }).first().waitFor();
        expect(errors).toEqual([]);
      });

      it('saves a product from its page and removes it in the account', async () => {
        const { page, errors } = await open(viewport, productPath);
        // A guest is asked to log in first.
        const heart = page.getByRole('button', { name: /^Save to wishlist/ });
        await heart.click();
        const dialog = page.getByRole('dialog', { name: 'Save it for later' });
        await dialog.waitFor();
        expect(
          await dialog
            .getByRole('link', { name: 'Log in or create an account' })
            .getAttribute('href'),
        ).toBe(`/login?redirect=${encodeURIComponent(productPath)}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });

        await register(page, newEmail(`wishlist-${viewport.name}`), 'wish-password-1');
        await goto(page, productPath);
        expect(await heart.getAttribute('aria-pressed')).toBe('false');
        await heart.click();
        await page
          .getByRole('button', { name: /^Save to wishlist/, pressed: true })
          .waitFor({ timeout: 10_000 });
        await page.getByText('Saved to your wishlist').waitFor({ state: 'attached' });

        await goto(page, '/account/wishlist');
        const saved = page.getByRole('list', { name: 'Saved products' });
        await saved.getByRole('heading', { name: new RegExp(productName) }).waitFor();
        expect(await page.getByText('1 product', { exact: true }).isVisible()).toBe(true);

        // Into the bag from the wishlist, in the first size in stock.
        const size = page.getByLabel('Size');
        const firstInStock = await size.evaluate(
          (select: HTMLSelectElement) =>
            [...select.options].find((option) => option.value && !option.disabled)?.value ?? '',
        );
        await size.selectOption(firstInStock);
        await saved.getByRole('button', { name: /^Add to bag/ }).click();
        await page
          .getByText(new RegExp(`^Added ${productName}, size .+, to your bag\\.$`))
          .waitFor();
        await page.getByText('In your bag').waitFor();

        await saved
          .getByRole('button', { name: `Remove ${productName} from your wishlist` })
          .click();
        await page.getByText('Your wishlist is empty.', { exact: false }).waitFor();
        await goto(page, productPath);
        await page.waitForTimeout(500);
        expect(await heart.getAttribute('aria-pressed')).toBe('false');
        expect(errors).toEqual([]);
      });

      it('has no axe violations on the login, reset, confirmation and account pages', async () => {
        const { page } = await open(viewport, '/login');
        expect(await axeViolations(page)).toEqual([]);
        await goto(page, '/customer/reset-password');
        expect(await axeViolations(page)).toEqual([]);
        await goto(page, '/customer/activate?i=unknown&id=unknown');
        expect(await axeViolations(page)).toEqual([]);
        await register(page, newEmail(`axe-${viewport.name}`), 'axe-password-1');
        for (const path of [
          '/account',
          '/account/orders',
          '/account/profile',
          '/account/wishlist',
          '/account/preferences',
        ]) {
          await goto(page, path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
          expect(await axeViolations(page)).toEqual([]);
        }
      });
    });
  }
});
