import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';

describe.skipIf(!hasChromium)('the shop in Chromium', () => {
  const shop = useRunningShop();

  describe('with JavaScript off, the server HTML alone', () => {
    it('shows the home story with its head metadata', async () => {
      const { page } = await shop.newTab({ javaScriptEnabled: false });
      const response = await page.goto(`${shop.url}/`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').first().textContent()).toBe('Made for the long way up');
      expect(await page.title()).toBe('Cairn | Outdoor clothing, footwear and equipment');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${shop.url}/`);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
        'Cairn outdoor shop',
      );
      expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
    });

    it('gives every page type one canonical link and its en-GB and x-default alternates', async () => {
      const pages = [
        ['/', '/'],
        ['/all/clothing/jackets?page=2&sort=price-asc', '/all/clothing/jackets?page=2'],
        [
          '/moraine-mens-nevis-gore-tex-jacket-104211-923',
          '/moraine-mens-nevis-gore-tex-jacket-104211-923',
        ],
        ['/guides/ski-buying-guide', '/guides/ski-buying-guide'],
        ['/search?q=jacket&sort=price-asc', '/search?q=jacket'],
        ['/compare', '/compare'],
        ['/sink', '/sink'],
        ['/login', '/login'],
        ['/checkout', '/checkout'],
        ['/appointment', '/appointment'],
        ['/klarna', '/klarna'],
      ] as const;
      for (const [path, canonical] of pages) {
        const html = await (await fetch(`${shop.url}${path}`)).text();
        const links = [...html.matchAll(/<link [^>]*rel="(canonical|alternate)"[^>]*>/g)].map(
          (match) => match[0],
        );
        const href = (link: string | undefined) =>
          link?.match(/href="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&');
        const canonicals = links.filter((link) => link.includes('rel="canonical"'));
        expect(canonicals, path).toHaveLength(1);
        expect(href(canonicals[0]), path).toBe(`${shop.url}${canonical}`);
        for (const lang of ['en-GB', 'x-default']) {
          const alternate = links.find(
            (link) => link.includes(`hrefLang="${lang}"`) || link.includes(`hreflang="${lang}"`),
          );
          expect(href(alternate), `${path} ${lang}`).toBe(`${shop.url}${canonical}`);
        }
      }
    });

    it('shows an information page in the info layout', async () => {
      const { page } = await shop.newTab({ javaScriptEnabled: false });
      const response = await page.goto(`${shop.url}/information/delivery-returns`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('main h1').textContent()).toBe('Delivery & returns');
      expect(await page.locator('.shop-info__aside').count()).toBe(1);
      expect(await page.title()).toBe('Delivery & returns | Cairn');
    });

    it('answers an unknown address with 404 and the 404 story', async () => {
      const { page, expectError } = await shop.newTab({ javaScriptEnabled: false });
      expectError(/status of 404 .*\/no\/such\/page\)$/, 'the address asked for is no page');
      const response = await page.goto(`${shop.url}/no/such/page`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('h1').first().textContent()).toBe("We couldn't find that page");
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    });
    it('answers an address that cannot be a page with 404, Page Not Found and the 404 story', async () => {
      const { page, expectError } = await shop.newTab({ javaScriptEnabled: false });
      expectError(/status of 404 .*\/no%20such\/%3Cpage%3E\)$/, 'the address cannot be a page');
      const response = await page.goto(`${shop.url}/no%20such/%3Cpage%3E`);
      expect(response?.status()).toBe(404);
      expect(await page.title()).toMatch(/^Page Not Found: \//);
      expect(await page.locator('h1').first().textContent()).toBe("We couldn't find that page");
    });
  });

  describe('with JavaScript on', () => {
    it('hydrates: the menu button opens the navigation tray on a phone, and a section in it', async () => {
      // Console errors fail it too (the harness's guard).
      const { page, errors } = await shop.newTab({ viewport: { width: 375, height: 740 } });
      await page.goto(`${shop.url}/`);
      await hydrated(page);
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await menu.click();
      const tray = page.getByRole('dialog', { name: 'Menu' });
      await tray.waitFor();
      // Page scrolling is locked while the tray is open.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await tray.getByRole('button', { name: /^Clothing/ }).click();
      await tray.getByRole('link', { name: 'Jackets', exact: true }).click();
      await page.waitForURL(`${shop.url}/all/clothing/jackets`);
      await tray.waitFor({ state: 'hidden' });
      await page.waitForSelector('h1:text-is("Jackets")');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
    });

    it('keeps the static blocks as the server sent them, follows their links on the client and renders them after a navigation', async () => {
      const { page, errors } = await shop.newTab();
      const { scripts, apiCalls } = watchTab(page);
      await page.goto(`${shop.url}/`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // The hero, cards and links hydrated as the server's markup: none of their code loaded,
      // and none of the products and articles they show, which the page did not bring either.
      expect(scripts.filter((script) => /\/blocks-[\w-]+\.js$/.test(script))).toEqual([]);
      expect(apiCalls.filter((call) => keptBlockData.test(call))).toEqual([]);
      expect(
        await page.locator('.cairn-block-spotlight__products .cairn-product-card').count(),
      ).toBeGreaterThan(0);
      expect(await page.locator('.cairn-block-article-card').count()).toBeGreaterThan(0);
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      const tile = page.locator('.cairn-block-category-selector a').first();
      const href = (await tile.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\//);
      const homeHeading = await page.locator('main h1').first().textContent();
      await tile.click();
      await page.waitForURL(`${shop.url}${href}`);
      // The category page itself, not the home page still shown while it loads: going back
      // before it has replaced the home page would find the home page's blocks still mounted.
      await page.waitForFunction(
        (heading) => document.querySelector('main h1')?.textContent !== heading,
        homeHeading,
      );
      await page.goBack();
      await page.waitForURL(`${shop.url}/`);
      // Rendered in the browser this time, from the blocks' code.
      await page.locator('.cairn-block-category-selector a').first().waitFor();
      await page.locator('.cairn-block-promos__item').first().waitFor();
      // The spotlight's products and the featured articles, fetched for this render.
      await page.locator('.cairn-block-spotlight__products .cairn-product-card').first().waitFor();
      await page.locator('.cairn-block-article-card').first().waitFor();
      expect(apiCalls.filter((call) => keptBlockData.test(call)).length).toBeGreaterThan(0);
      expect(scripts.some((script) => /\/blocks-[\w-]+\.js$/.test(script))).toBe(true);
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      expect(errors).toEqual([]);
    });

    it('hydrates a guide and a product story without an error, their static blocks as sent', async () => {
      for (const path of [
        '/guides/ski-buying-guide',
        '/moraine-mens-nevis-gore-tex-jacket-104211-923',
      ]) {
        const { page, errors } = await shop.newTab();
        const { scripts, apiCalls } = watchTab(page);
        await page.goto(`${shop.url}${path}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('[data-server-markup]').count()).toBeGreaterThan(0);
        expect(scripts.filter((script) => /\/blocks-[\w-]+\.js$/.test(script))).toEqual([]);
        // The product page asks for its own stock once hydrated (it is never fresh): not a block's.
        const stock = `/api/catalog/products-by-sku {"skus":["104211-923"]}`;
        expect(apiCalls.filter((call) => keptBlockData.test(call) && call !== stock)).toEqual([]);
        expect(errors).toEqual([]);
      }
    });

    it('navigates on the client to a catch-all page without reloading', async () => {
      const { page } = await shop.newTab();
      await page.goto(`${shop.url}/`);
      await hydrated(page);
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('link', { name: 'Delivery & returns' }).first().click();
      await page.waitForURL(`${shop.url}/information/delivery-returns`);
      await page.waitForSelector('main h1:text("Delivery & returns")');
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      expect(await page.title()).toBe('Delivery & returns | Cairn');
    });
  });
});

/** The API calls for the products and articles only static blocks show (site/dehydration.ts). */
const keptBlockData = /^\/api\/(catalog\/products-by-sku|content\/get-content-entries)\b/;

/**
 * The paths of the scripts a tab requests, and its API calls (path and body). Its console
 * errors fail the test through the harness's guard.
 */
function watchTab(page: Page): { scripts: string[]; apiCalls: string[] } {
  const scripts: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (pathname.startsWith('/api/')) apiCalls.push(`${pathname} ${request.postData() ?? ''}`);
  });
  return { scripts, apiCalls };
}
