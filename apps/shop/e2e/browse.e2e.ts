import { describe, expect, it } from 'vitest';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';

describe.skipIf(!hasChromium)('browsing the catalogue in Chromium', () => {
  const shop = useRunningShop();
  const open = async (javaScriptEnabled: boolean, width = 1280) =>
    (await shop.newTab({ javaScriptEnabled, viewport: { width, height: 900 } })).page;

  it('serves a filtered, sorted second page of a category as plain HTML', async () => {
    const tab = await open(false);
    const response = await tab.goto(
      `${shop.url}/all/clothing/jackets?gender=male&sort=price-asc&page=2`,
    );
    expect(response?.status()).toBe(200);
    expect(await tab.locator('h1').textContent()).toBe('Jackets');
    const prices = await tab.locator('.shop-product-grid .cairn-price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    const amounts = prices.map((text) => Number(/£([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(await tab.locator('[aria-current="page"]').last().textContent()).toContain('2');
    expect(await tab.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.url}/all/clothing/jackets?page=2`,
    );
  });

  it('applies a filter by following its link, with JavaScript', async () => {
    const tab = await open(true);
    await tab.goto(`${shop.url}/all/equipment/camping-equipment/tents`);
    await hydrated(tab);
    const before = await tab.locator('.shop-listing__count').textContent();
    await tab.locator('.shop-facet__value').first().click();
    await tab.waitForURL(/\?.+=/);
    await tab.waitForFunction(
      (previous) => document.querySelector('.shop-listing__count')?.textContent !== previous,
      before,
    );
    expect(await tab.locator('.shop-active-filters__chip').count()).toBe(1);
  });

  it('renders a category page of 24 products in well under 1,000 elements, every card whole', async () => {
    // Issue 16: the page had 1,269 elements (a heart's svg and spans per card, the rating's
    // four spans, two spans per facet value); 839 after. Every element costs a phone time to
    // style and lay out, so a regression past 900 fails here.
    const tab = await open(true);
    await tab.goto(`${shop.url}/all/clothing/jackets`);
    await hydrated(tab);
    const count = await tab.evaluate(() => document.querySelectorAll('*').length);
    expect(count).toBeLessThan(900);
    // Nothing a shopper uses went with the elements: each card keeps its name, brand, price,
    // image with srcset, sizes and dimensions, rating, colour and a named wishlist button.
    const cards = tab.locator('.shop-product-grid .cairn-product-card');
    expect(await cards.count()).toBe(24);
    const first = cards.first();
    expect(await first.locator('.cairn-product-card__brand').textContent()).toBeTruthy();
    expect(await first.locator('.cairn-price').textContent()).toMatch(/^£[\d,.]+/);
    const image = first.locator('img');
    for (const attribute of ['srcset', 'sizes', 'width', 'height', 'alt']) {
      expect(await image.getAttribute(attribute)).toBeTruthy();
    }
    expect(await first.getByRole('img', { name: /^Rated [\d.]+ out of 5/ }).count()).toBe(1);
    expect(await first.locator('.cairn-product-card__colour').textContent()).toBeTruthy();
    const heart = first.getByRole('button', { name: /^Save .+ to wishlist$/ });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    // The facets: each value a link named with its count.
    expect(await tab.getByRole('link', { name: /^Cairn \d+ products$/ }).count()).toBe(1);
  });

  it('shows a product page with its structured data and other colours', async () => {
    const tab = await open(false);
    const response = await tab.goto(`${shop.url}/moraine-mens-nevis-gore-tex-jacket-104211-923`);
    expect(response?.status()).toBe(200);
    expect(await tab.locator('h1').textContent()).toBe('Nevis Gore-Tex Jacket');
    const jsonLd = JSON.parse(
      (await tab.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
    );
    expect(jsonLd.map((item: { '@type': string }) => item['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
    expect(jsonLd[0].offers.length).toBeGreaterThan(0);
  });

  it('keeps the structured data the server sent once the product page has hydrated', async () => {
    // The browser builds no JSON-LD (load-page.ts): the hydrated head must keep the server's,
    // which crawlers that run scripts read from the live document.
    const tab = await open(true);
    await tab.goto(`${shop.url}/moraine-mens-nevis-gore-tex-jacket-104211-923`);
    await hydrated(tab);
    const jsonLd = JSON.parse(
      (await tab.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
    );
    expect(jsonLd.map((item: { '@type': string }) => item['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
  });

  it('finds Gore-Tex jackets from a misspelt search', async () => {
    const tab = await open(false);
    await tab.goto(`${shop.url}/search?q=goretex+jaket`);
    const names = await tab.locator('.shop-product-grid h2').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Gore-Tex/);
  });

  it('gives a guide its sticky section bar, which follows a click to a section', async () => {
    const tab = await open(true);
    await tab.goto(`${shop.url}/guides/ski-buying-guide`);
    await hydrated(tab);
    const bar = tab.locator('#sticky-filter');
    expect(await bar.count()).toBe(1);
    const entries = bar.locator('a[data-guide-filter-entry]');
    expect(await entries.count()).toBeGreaterThan(3);
    const third = entries.nth(2);
    await third.click();
    await tab.waitForFunction(
      (id) =>
        document
          .querySelector(`a[data-guide-filter-entry="${id}"]`)
          ?.getAttribute('aria-current') === 'true',
      await third.getAttribute('data-guide-filter-entry'),
    );
  });

  it("switches a guide's tabs, hydrated over the server's text and rendered on a navigation", async () => {
    const tab = await open(true);
    await tab.goto(`${shop.url}/guides/ski-buying-guide`);
    await hydrated(tab);
    const freeride = tab.getByRole('tab', { name: 'Freeride' });
    await freeride.click();
    await tab.waitForFunction(
      () => document.querySelector('[role=tab][aria-selected=true]')?.textContent === 'Freeride',
    );
    const shown = tab.getByRole('tabpanel', { name: 'Freeride' });
    expect(await shown.textContent()).toContain('Wider skis (95mm and up)');
    // A client navigation renders the tabs afresh: the panels' rich text loads then.
    await tab.goto(`${shop.url}/guides`);
    await hydrated(tab);
    await tab.locator('a[href="/guides/ski-buying-guide"]').first().click();
    await tab.waitForURL(`${shop.url}/guides/ski-buying-guide`);
    await tab.getByRole('tabpanel', { name: 'Piste' }).getByText('narrow waist').waitFor();
    await tab.getByRole('tab', { name: 'Touring' }).click();
    await tab.getByRole('tabpanel', { name: 'Touring' }).getByText('climbing uphill').waitFor();
  });

  it('suggests categories and products while typing in the header search', async () => {
    const tab = await open(true);
    await tab.goto(`${shop.url}/`);
    await hydrated(tab);
    const box = tab.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('tent', { delay: 30 });
    const option = tab.getByRole('option', { name: /^Tents/ });
    await option.waitFor();
    await box.press('ArrowDown');
    await option.click();
    await tab.waitForURL(`${shop.url}/all/equipment/camping-equipment/tents`);
    await tab.waitForSelector('h1:text-is("Tents")');
  });

  it('compares products chosen on their pages, and keeps the list across a reload', async () => {
    const tab = await open(true);
    for (const path of [
      '/moraine-mens-nevis-gore-tex-jacket-104211-923',
      '/all/equipment/camping-equipment/tents',
    ]) {
      await tab.goto(`${shop.url}${path}`);
      await hydrated(tab);
      if (path.startsWith('/all/')) {
        await tab.locator('.shop-product-grid a').first().click();
        await tab.waitForSelector('.shop-product h1');
      }
      await tab.getByRole('button', { name: /^Compare/ }).click();
      await tab.getByRole('button', { name: /^In comparison/ }).waitFor();
    }
    await tab.goto(`${shop.url}/compare`);
    await hydrated(tab);
    await tab.locator('.shop-compare__table thead th').nth(1).waitFor();
    expect(await tab.locator('.shop-compare__table thead th').count()).toBe(2);
    await tab.reload();
    await tab.locator('.shop-compare__table thead th').nth(1).waitFor();
    expect(await tab.getByRole('rowheader', { name: 'Price' }).count()).toBe(1);
  });
});
