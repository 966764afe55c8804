import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { addToBag, fillCard, fillDelivery, jacketPath as jacket } from './checkout-steps.ts';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';
import { registerInBrowser, useMailbox } from './mailbox.ts';

/**
 * What a shopper tripped over (issue 17, items 1-9), each walked through at a desktop and a
 * phone width against one running shop.
 */
const jacketName = 'Nevis Gore-Tex Jacket';
/** Journeys pay once or twice; on a loaded machine that takes longer than the default. */
const journeyTimeout = 240_000;
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;

let unique = 0;
function newEmail(label: string): string {
  unique += 1;
  return `${label}-${Date.now()}-${unique}@example.com`;
}

describe.skipIf(!hasChromium)('what shoppers tripped over, in Chromium', () => {
  const mailbox = useMailbox();
  const shop = useRunningShop();

  async function goto(page: Page, path: string) {
    await page.goto(`${shop.url}${path}`);
    await hydrated(page);
  }

  const addJacket = (page: Page) => addToBag(page, shop.url);

  async function expectAxeClean(page: Page) {
    expect(await axeViolations(page)).toEqual([]);
  }

  for (const viewport of viewports) {
    describe(`at ${viewport.width} px`, () => {
      const freshTab = () =>
        shop.newTab({ viewport: { width: viewport.width, height: viewport.height } });

      it(
        '1, 7: the success page shows its header after scrolling the product page; the receipt names the card, the country and the VAT rate',
        async () => {
          const { page, errors } = await freshTab();
          await goto(page, jacket);
          // Scroll down the product page until the header slides away.
          await page.evaluate(() => window.scrollTo(0, 400));
          await page.waitForTimeout(100);
          await page.evaluate(() => window.scrollTo(0, 900));
          await page.waitForSelector('.shop-header[data-slide-up="true"]');

          await page.locator('.shop-product__size[data-available="true"]').first().click();
          await page.getByRole('button', { name: 'Add to bag' }).click();
          const panel = page.getByRole('dialog', { name: 'Your bag' });
          await panel.locator('.cart-line').first().waitFor();
          // 5: the line says its colour; the voucher field comes before any recommendations.
          expect(await panel.locator('.cart-line__variant').textContent()).toContain('Teal');
          const code = panel.getByLabel('Voucher code');
          await code.scrollIntoViewIfNeeded();
          expect(await uncovered(page, '.cart-panel .cart-vouchers input')).toBe(true);
          expect(
            await before(page, '.cart-panel .cart-vouchers', '.cart-panel__recommendations'),
          ).toBe(true);
          // 4: a voucher is taken off once, in the totals; the line still adds up to the subtotal.
          await code.fill('WELCOME10');
          await panel.getByRole('button', { name: 'Apply' }).click();
          await panel.locator('[data-totals="discount"]').waitFor();
          expect(await panel.locator('[data-totals="discount"]').textContent()).toBe('-£10.00');
          expect(await panel.locator('[data-totals="items"]').textContent()).toBe('£100.00');
          expect(await panel.locator('.cart-line__price').textContent()).toBe('£100.00');
          await expectAxeClean(page);
          await panel.getByRole('link', { name: 'Go to checkout' }).click();
          await page.waitForURL('**/checkout');
          await page.waitForSelector('#email');
          expect(await page.locator('.checkout-summary .cart-line__price').textContent()).toBe(
            '£100.00',
          );
          expect(await page.locator('.checkout-summary [data-totals="items"]').textContent()).toBe(
            '£100.00',
          );
          await fillDelivery(page);
          await fillCard(page);
          await page.locator('.checkout-pay__button').click();
          await page.waitForURL('**/success');
          await page.waitForSelector('[data-order-number]');

          // 1: at the top of the new page the header is in view, not slid up.
          const header = page.locator('header.shop-header');
          expect(await header.getAttribute('data-slide-up')).toBe('false');
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          const box = await header.boundingBox();
          expect(box?.y).toBe(0);
          expect(await page.getByRole('link', { name: 'Cairn home' }).isVisible()).toBe(true);

          // 7: the receipt says how it was paid, where it goes and at which VAT rate.
          const receipt = page.locator('.checkout-receipt');
          // 4: its lines add up to its subtotal, the voucher listed once below.
          expect(await receipt.locator('.checkout-receipt__line').textContent()).toContain(
            '£100.00',
          );
          expect(await receipt.locator('[data-totals="items"]').textContent()).toBe('£100.00');
          expect(await receipt.locator('[data-totals="discount"]').textContent()).toBe('-£10.00');
          expect(await receipt.locator('.checkout-receipt__payment').textContent()).toBe(
            'Paid with: Card ending 4242',
          );
          expect(await receipt.locator('.checkout-receipt__address').textContent()).toContain(
            'United Kingdom',
          );
          expect(await receipt.locator('.cart-totals__row--vat dt').textContent()).toBe(
            'Including VAT at 20%',
          );
          await expectAxeClean(page);
          expect(errors).toEqual([]);
        },
        journeyTimeout,
      );

      it(
        '2: Enter with no highlighted suggestion searches for what was typed',
        async () => {
          const { page, errors } = await freshTab();
          await goto(page, '/');
          const box = page.getByRole('combobox', { name: 'Search products' });
          await box.click();
          await box.pressSequentially('goretex jaket', { delay: 20 });
          // The suggestions open with nothing highlighted.
          await page.waitForSelector('.shop-header-search__menu[data-open="true"]');
          expect(await page.locator('[data-highlighted="true"]').count()).toBe(0);
          await box.press('Enter');
          await page.waitForURL((url) => url.pathname === '/search');
          expect(new URL(page.url()).searchParams.get('q')).toBe('goretex jaket');
          await page.locator('h1').waitFor();
          expect(errors).toEqual([]);
        },
        journeyTimeout,
      );

      it(
        '3: a product chosen to compare shows in a tray that leads to /compare, where it can be removed',
        async () => {
          const { page, errors } = await freshTab();
          await goto(page, jacket);
          expect(await page.locator('.shop-compare-tray').count()).toBe(0);
          await page.getByRole('button', { name: new RegExp(`^Compare .*${jacketName}`) }).click();
          const tray = page.getByRole('complementary', { name: 'Comparison' });
          const link = tray.getByRole('link', { name: 'Compare 1 product' });
          await link.waitFor();
          await expectAxeClean(page);

          // It stays chosen on another page, and leads to the comparison.
          await goto(page, '/');
          await link.click();
          await page.waitForURL('**/compare');
          await page.getByRole('columnheader', { name: new RegExp(jacketName) }).waitFor();
          expect(await page.locator('.shop-compare-tray').count()).toBe(0);
          await expectAxeClean(page);

          await page.getByRole('button', { name: `Remove ${jacketName}` }).click();
          await page.getByText('Nothing to compare yet.').waitFor();
          await goto(page, '/');
          expect(await page.locator('.shop-compare-tray').count()).toBe(0);
          expect(errors).toEqual([]);
        },
        journeyTimeout,
      );

      it(
        '6, 7: a logged-in customer finds the checkout filled in from the profile and last address; the order page names the card, country and VAT rate',
        async () => {
          const { page, errors } = await freshTab();
          const email = newEmail(`prefill-${viewport.name}`);
          await registerInBrowser(page, {
            shopUrl: shop.url,
            mailbox,
            email,
            password: 'prefill-password-1',
          });

          // The first checkout knows the email and name.
          let panel = await addJacket(page);
          await panel.getByRole('link', { name: 'Go to checkout' }).click();
          await page.waitForURL('**/checkout');
          await page.waitForSelector('#email');
          expect(await page.inputValue('#email')).toBe(email);
          expect(await page.inputValue('#first-name')).toBe('Alex');
          expect(await page.inputValue('#last-name')).toBe('Hill');
          expect(await page.inputValue('#address-1')).toBe('');
          await page.fill('#address-1', '3 Tarn Side');
          await page.fill('#city', 'Coniston');
          await page.fill('#postcode', 'LA21 8AA');
          await page.check('#terms');
          await fillCard(page);
          await page.locator('.checkout-pay__button').click();
          await page.waitForURL('**/success');
          const number = await page.locator('[data-order-number]').textContent();

          // The next checkout also knows the last address.
          panel = await addJacket(page);
          await panel.getByRole('link', { name: 'Go to checkout' }).click();
          await page.waitForURL('**/checkout');
          await page.waitForSelector('#email');
          expect(await page.inputValue('#email')).toBe(email);
          expect(await page.inputValue('#address-1')).toBe('3 Tarn Side');
          expect(await page.inputValue('#city')).toBe('Coniston');
          expect(await page.inputValue('#postcode')).toBe('LA21 8AA');
          await expectAxeClean(page);

          // 7: the order page says the same as the receipt.
          await goto(page, `/account/orders/${number}`);
          const order = page.locator('main');
          await order.getByText('Card ending 4242').waitFor();
          expect(await order.textContent()).not.toContain('test-card');
          expect(await order.locator('.account-address').first().textContent()).toContain(
            'United Kingdom',
          );
          await order.getByText('Including VAT at 20%').waitFor();
          await expectAxeClean(page);
          expect(errors).toEqual([]);
        },
        journeyTimeout,
      );

      it(
        '8, 9: the colour swatches show their colours; the wishlist heart reads cleanly; suggestions come one per style',
        async () => {
          const { page, errors } = await freshTab();
          await goto(page, jacket);
          // 9: the swatch marked as this colourway is teal, as its name says.
          const current = page.locator('.shop-product__swatch[aria-current="page"]');
          expect(await current.textContent()).toBe('Teal');
          expect(
            await current
              .locator('.shop-product__swatch-colour')
              .evaluate((element) => getComputedStyle(element).backgroundColor),
          ).toBe('rgb(42, 127, 127)');
          // 8: the heart's name has no stray space before the colon.
          await page
            .getByRole('button', { name: `Save to wishlist: ${jacketName}`, exact: true })
            .waitFor();
          await expectAxeClean(page);

          // 8: one suggestion per style, its colours as swatches.
          const box = page.getByRole('combobox', { name: 'Search products' });
          await box.click();
          await box.pressSequentially('nevis', { delay: 20 });
          await page.waitForSelector('.shop-header-search__menu[data-open="true"] [role="option"]');
          const labels = await page
            .getByRole('option')
            // The suggestion's name, without its detail (colours or kind).
            .evaluateAll((options) =>
              options.map(
                (option) => option.querySelector(':scope > span')?.firstChild?.textContent,
              ),
            );
          // No product (brand and name) is suggested twice, in two colours.
          expect(new Set(labels).size).toBe(labels.length);
          expect(await page.locator('.shop-header-search__swatch').count()).toBeGreaterThan(0);
          expect(errors).toEqual([]);
        },
        journeyTimeout,
      );

      it(
        '8: the guide bar sticks to the very top once the header has slid away',
        async () => {
          const { page, errors } = await freshTab();
          await goto(page, '/guides/walking-boot-buying-guide');
          if (viewport.width >= 768) {
            // The title sits right of the list, clear of every entry, and the first entry is
            // whole at the top of the page.
            const bar = await guideBarLayout(page);
            expect(bar.titleLeft).toBeGreaterThanOrEqual(bar.listRight);
            expect(bar.firstEntryLeft).toBeGreaterThanOrEqual(bar.listClearLeft);
          }
          await page.evaluate(() => window.scrollTo(0, 300));
          await page.waitForTimeout(100);
          await page.evaluate(() => window.scrollTo(0, 1400));
          await page.waitForSelector('.shop-header[data-slide-up="true"]');
          await expect
            .poll(() =>
              page.evaluate(() =>
                Math.round(
                  document.querySelector('.cairn-guide-filter')?.getBoundingClientRect().top ?? -1,
                ),
              ),
            )
            .toBe(0);
          // Scrolled on, the list centres a later entry: whatever is cut at its ends fades
          // out there rather than being cut hard, still clear of the title.
          const bar = await guideBarLayout(page);
          expect(bar.fades).toBe(true);
          expect(bar.titleLeft).toBeGreaterThanOrEqual(bar.listRight);
          await expectAxeClean(page);
          expect(errors).toEqual([]);
        },
        journeyTimeout,
      );
    });
  }
});

/**
 * Where the guide bar's parts are: the list's right edge and the start of its unfaded part,
 * the first entry's left edge, the title's left edge (Infinity when hidden, on a phone), and
 * whether the list's ends fade.
 */
function guideBarLayout(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector('.cairn-guide-filter__list') as HTMLElement;
    const title = document.querySelector('.cairn-guide-filter__title');
    const listBox = list.getBoundingClientRect();
    const style = getComputedStyle(list);
    const first = list.querySelector('a')?.getBoundingClientRect();
    const titleBox = title?.getBoundingClientRect();
    return {
      listRight: listBox.right,
      listClearLeft: listBox.left + Number.parseFloat(style.paddingLeft),
      firstEntryLeft: first?.left ?? 0,
      titleLeft: titleBox && titleBox.width > 0 ? titleBox.left : Number.POSITIVE_INFINITY,
      fades: (style.maskImage || style.webkitMaskImage).includes('gradient'),
    };
  });
}

/** Whether the element's centre is the element itself (nothing, like a sticky footer, over it). */
function uncovered(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === element || Boolean(top && element.contains(top));
  }, selector);
}

/** Whether `first` comes before `second` in the page (true when `second` is not there). */
function before(page: Page, first: string, second: string) {
  return page.evaluate(
    ([first, second]) => {
      const a = document.querySelector(first);
      const b = document.querySelector(second);
      if (!a) return false;
      return !b || Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    [first, second] as const,
  );
}
