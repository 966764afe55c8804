import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, wcag21AndBestPractice } from './axe.ts';
import {
  addToBag,
  testCards as cards,
  fillCard,
  fillDelivery,
  jacketPath as jacket,
} from './checkout-steps.ts';
import { buyAsGuest } from './commerce.ts';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';
import { useMailbox } from './mailbox.ts';

describe.skipIf(!hasChromium)('the bag and checkout in Chromium', () => {
  // Before the shop starts: it mails through this fake SMTP server (the newsletter's link).
  const mailbox = useMailbox();
  const shop = useRunningShop();

  for (const width of [1280, 375]) {
    describe(`at ${width} px wide`, () => {
      const freshPage = () => shop.newTab({ viewport: { width, height: 900 } });

      it('a guest adds a size to the bag, checks out and sees the order number', async () => {
        const { page, errors } = await freshPage();
        // The server renders an empty bag button; the real count arrives in the browser.
        const html = await (await fetch(`${shop.url}${jacket}`)).text();
        expect(html).toMatch(/class="cart-bag-button"[^>]*data-count="0"/);

        await page.goto(`${shop.url}${jacket}`);
        await hydrated(page);
        await page.getByRole('button', { name: 'Add to bag' }).click();
        expect(await notice(page)).toBe('Choose a size first.');

        const panel = await addToBag(page, shop.url);
        expect(await panel.locator('.cart-line').count()).toBe(1);
        expect(await page.locator('.cart-bag-button').getAttribute('data-count')).toBe('1');
        // Keys as browsing leaves them (the recommendations issue makes them on first view).
        await page.evaluate(() => {
          localStorage.setItem('cairn.recommendation-session-key', 'shopping-session');
          localStorage.setItem('cairn.recommendation-customer-key', 'shopping-customer');
        });
        const keysBefore = await recommendationKeys(page);

        await panel.getByRole('link', { name: 'Go to checkout' }).click();
        await page.waitForURL('**/checkout');
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain(
          'noindex',
        );
        await fillCheckout(page, cards.succeeds);
        const reported = page.waitForRequest((request) =>
          request.url().endsWith('/api/elevate/order'),
        );
        await pay(page);

        await page.waitForURL('**/success');
        const number = await page.locator('[data-order-number]').textContent();
        expect(number).toMatch(/^\d+$/);
        expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
        expect(await page.locator('.checkout-receipt').textContent()).toContain(
          'Nevis Gore-Tex Jacket',
        );
        // After an order the recommendation keys are new and the bag is empty.
        const keysAfter = await recommendationKeys(page);
        expect(keysAfter.session).toMatch(/^[\w-]{20,}$/);
        expect(keysAfter.session).not.toBe(keysBefore.session);
        expect(keysAfter.customer).not.toBe(keysBefore.customer);
        await page.waitForSelector('.cart-bag-button[data-count="0"]');
        // The order goes to the recommendations engine with the keys it was shopped with.
        const report = (await reported).postDataJSON();
        expect(report).toMatchObject({
          session: keysBefore.session,
          customer: keysBefore.customer,
          lines: [{ quantity: 1, sellingPrice: 100 }],
        });
        expect(await page.locator('.checkout-receipt__address').textContent()).toContain(
          'United Kingdom',
        );

        // The optional newsletter signup: double opt-in, so it asks the shopper to confirm.
        const newsletterEmail = `trail.news.${width}.${Date.now()}@example.com`;
        await page.getByLabel('Email address').fill(newsletterEmail);
        await page.getByRole('button', { name: 'Sign up' }).click();
        await page.getByText('Check your inbox to confirm').waitFor();

        // A reload shows the same order from the backend.
        await page.reload();
        await page.waitForSelector('[data-order-number]');
        expect(await page.locator('[data-order-number]').textContent()).toBe(number);
        expect(errors).toEqual([]);

        // The link in the mail opens the confirmation page; only its button subscribes.
        const inbox = await shop.newTab({ viewport: { width, height: 900 } });
        await inbox.page.goto(
          `${shop.url}${await mailbox.linkTo(newsletterEmail, '/newsletter/confirm')}`,
        );
        await hydrated(inbox.page);
        expect(await inbox.page.locator('h1').textContent()).toBe('Confirm your sign-up');
        await inbox.page.getByRole('button', { name: 'Confirm my sign-up' }).click();
        await inbox.page.getByText('You are signed up.').waitFor();
        expect(inbox.errors).toEqual([]);
      });

      it('applies a voucher, refuses others with one message, keeps one of two order discounts and says why, and removes them', async () => {
        const { page, expectError } = await freshPage();
        expectError(/status of 400 .*\/commerce\/vouchers\)$/, 'the API refuses the two bad codes');
        const panel = await addToBag(page, shop.url);
        const code = panel.getByLabel('Voucher code');

        await code.fill('NOPE');
        await panel.getByRole('button', { name: 'Apply' }).click();
        // One answer for every refused code (unknown, expired, too small a bag): a guesser learns
        // nothing about which codes exist.
        await panel.getByText(/cannot be used on this bag/i).waitFor();
        await code.fill('EXPIRED5');
        await panel.getByRole('button', { name: 'Apply' }).click();
        await panel.getByText(/cannot be used on this bag/i).waitFor();

        await code.fill('welcome10');
        await panel.getByRole('button', { name: 'Apply' }).click();
        await panel.locator('[data-totals="discount"]').waitFor();
        expect(await panel.locator('[data-totals="discount"]').textContent()).toBe('-£10.00');
        expect(await panel.locator('[data-totals="total"]').textContent()).toBe('£90.00');
        expect(await panel.locator('.cart-vouchers__applied').textContent()).toContain('WELCOME10');
        expect(
          await panel.getByRole('status').filter({ hasText: 'is applied' }).textContent(),
        ).toBe('WELCOME10 is applied.');

        // Two order-wide codes do not stack: the one that saves more is kept, and the bag says
        // which and why, beside the other code and in the live region.
        await code.fill('TRAIL20');
        await panel.getByRole('button', { name: 'Apply' }).click();
        const kept = 'only one order discount per bag: TRAIL20 is kept because it saves you more';
        await panel
          .locator('.cart-vouchers__problem', { hasText: `Not applied: ${kept}.` })
          .waitFor();
        expect(await panel.locator('[data-totals="discount"]').textContent()).toBe('-£20.00');
        expect(await panel.locator('[data-totals="total"]').textContent()).toBe('£80.00');
        expect(await panel.locator('[data-voucher-outcome]').textContent()).toBe(
          `TRAIL20 is applied. WELCOME10 is not applied: ${kept}.`,
        );
        expect(
          await axeViolations(page, { within: '[role="dialog"]', runOnly: wcag21AndBestPractice }),
        ).toEqual([]);
        await panel.getByRole('button', { name: 'Remove voucher TRAIL20' }).click();
        await page.waitForFunction(
          () => document.querySelector('[data-totals="total"]')?.textContent === '£90.00',
        );

        await panel.getByRole('button', { name: 'Remove voucher WELCOME10' }).click();
        await panel.locator('[data-totals="discount"]').waitFor({ state: 'detached' });
        expect(await panel.locator('[data-totals="total"]').textContent()).toBe('£100.00');
      });

      it('changing the country reprices the whole bag', async () => {
        const { page } = await freshPage();
        const panel = await addToBag(page, shop.url);
        expect(await panel.locator('[data-totals="total"]').textContent()).toBe('£100.00');
        await panel.getByLabel('Deliver to').selectOption('DE');
        await page.waitForFunction(() =>
          document.querySelector('[data-totals="total"]')?.textContent?.startsWith('€'),
        );
        const total = await panel.locator('[data-totals="total"]').textContent();
        expect(total).not.toBe('€100.00');
        expect(await panel.locator('.cart-totals__row--vat dt').textContent()).toBe(
          'Including VAT at 19%',
        );
        expect(await panel.locator('.cart-line__price').textContent()).toContain('€');

        // The checkout follows the cart's country, and a change there reprices too.
        await panel.getByRole('link', { name: 'Go to checkout' }).click();
        await page.waitForURL('**/checkout');
        await page.waitForSelector('#country');
        expect(await page.locator('#country').inputValue()).toBe('DE');
        await page.locator('#country').selectOption('US');
        await page.waitForFunction(() =>
          document.querySelector('.checkout-pay__button')?.textContent?.includes('$'),
        );
        expect(await page.locator('.cart-totals__row--vat dt').textContent()).toBe(
          'No VAT charged',
        );
      });

      it('a declined card shows a clear error and loses nothing, even on reload', async () => {
        const { page, errors, expectError } = await freshPage();
        expectError(/status of 402 .*\/commerce\/payment\)$/, 'the test card is declined');
        const panel = await addToBag(page, shop.url);
        await panel.getByRole('link', { name: 'Go to checkout' }).click();
        await page.waitForURL('**/checkout');

        // Nothing filled in: every problem is listed and linked, and the list takes focus.
        await pay(page);
        await page.locator('.checkout-errors').waitFor();
        expect(await page.evaluate(() => document.activeElement?.className)).toContain(
          'checkout-errors',
        );
        expect(await page.locator('.checkout-errors li').count()).toBeGreaterThanOrEqual(8);
        await page.locator('.checkout-errors a', { hasText: 'Enter your postcode' }).click();
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('postcode');

        await fillCheckout(page, cards.declined);
        await pay(page);
        await page.locator('.checkout-errors', { hasText: 'Your card was declined' }).waitFor();
        expect(await page.locator('.checkout-payment__error').textContent()).toContain(
          'Your card was declined',
        );
        expect(page.url()).toMatch(/\/checkout$/);
        expect(await page.locator('#email').inputValue()).toBe('ann.hill@example.com');
        expect(await page.locator('#card-number').inputValue()).toBe(cards.declined);
        expect(await page.locator('.cart-line').count()).toBe(1);

        // A reload keeps what was typed (card details are never stored) and the bag.
        await page.reload();
        await page.waitForSelector('#email');
        expect(await page.locator('#email').inputValue()).toBe('ann.hill@example.com');
        expect(await page.locator('#postcode').inputValue()).toBe('CA12 5AA');
        expect(await page.locator('#terms').isChecked()).toBe(true);
        expect(await page.locator('#card-number').inputValue()).toBe('');
        expect(await page.locator('.cart-line').count()).toBe(1);

        await fillCard(page, cards.succeeds);
        await pay(page);
        await page.waitForURL('**/success');
        expect(await page.locator('[data-order-number]').textContent()).toMatch(/^\d+$/);
        expect(errors).toEqual([]);
      });

      it('explains lines that sold out while paying, and lets the shopper remove them', async () => {
        const { page, expectError } = await freshPage();
        expectError(
          /status of 410 .*\/commerce\/payment\)$/,
          'the payment refuses a sold-out line',
        );
        const panel = await addToBag(page, shop.url);
        const sku = await page.evaluate(async () => {
          const token = localStorage.getItem('cairn.cart-token') ?? 'none';
          const cart = await (
            await fetch('/commerce/selection', { headers: { 'API-Token': token } })
          ).json();
          return cart.selection.items[0].sku as string;
        });
        await panel.getByRole('link', { name: 'Go to checkout' }).click();
        await page.waitForURL('**/checkout');
        await fillCheckout(page, cards.succeeds);

        // Another shopper buys every one left of that size.
        await buyOut(shop.url, sku);
        await pay(page);
        await page.locator('.checkout-stock').waitFor();
        expect(await page.locator('.checkout-stock').textContent()).toContain('none are left');
        await page
          .locator('.checkout-stock')
          .getByRole('button', { name: /^Remove/ })
          .click();
        await page.getByText('Your bag is empty, so there is nothing to pay for yet.').waitFor();
      });

      it('has no axe violations in the bag panel and on the checkout', async () => {
        const { page, expectError } = await freshPage();
        expectError(
          /status of 400 .*\/commerce\/vouchers\)$/,
          'the refused code shows its message',
        );
        const panel = await addToBag(page, shop.url);
        await panel.getByLabel('Voucher code').fill('NOPE');
        await panel.getByRole('button', { name: 'Apply' }).click();
        await panel.getByText(/cannot be used on this bag/i).waitFor();
        expect(
          await axeViolations(page, { within: '[role="dialog"]', runOnly: wcag21AndBestPractice }),
        ).toEqual([]);

        await panel.getByRole('link', { name: 'Go to checkout' }).click();
        await page.waitForURL('**/checkout');
        await page.waitForSelector('#email');
        expect(await axeViolations(page, { runOnly: wcag21AndBestPractice })).toEqual([]);
        await pay(page);
        await page.locator('.checkout-errors').waitFor();
        expect(await axeViolations(page, { runOnly: wcag21AndBestPractice })).toEqual([]);
      });
    });
  }
});

async function notice(page: Page) {
  return (await page.locator('#add-to-bag-notice').textContent())?.trim();
}

/** Fills the checkout as Ann Hill, paying with `card`. */
async function fillCheckout(page: Page, card: string) {
  await fillDelivery(page);
  await fillCard(page, card);
}

async function pay(page: Page) {
  await page.locator('.checkout-pay__button').click();
}

async function recommendationKeys(page: Page) {
  return page.evaluate(() => ({
    session: localStorage.getItem('cairn.recommendation-session-key'),
    customer: localStorage.getItem('cairn.recommendation-customer-key'),
  }));
}

/** Another session adds every unit left of a size and pays for it. */
async function buyOut(url: string, sku: string) {
  const products = await (
    await fetch(`${url}/api/catalog/products-by-sku`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ skus: [sku] }),
    })
  ).json();
  const stock: number = products.products[0].items.find(
    (item: { sku: string }) => item.sku === sku,
  ).stock;
  await buyAsGuest(url, { sku, quantity: stock });
}
