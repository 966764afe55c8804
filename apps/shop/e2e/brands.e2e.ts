import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';

/** A demo brand with more than one page of products (31 at 24 a page). */
const brand = 'bothy';
const path = `/brands/${brand}`;
const listing = '#brand-products';

type BrandListing = {
  products: { uri: string; brandSlug: string; priceAsNumber: number }[];
  pagination: { current: number; total_pages: number; total_products: number };
  facets: { name: string; values: { value: string; count: number }[] }[];
};

describe.skipIf(!hasChromium)('brand pages list their products in Chromium', () => {
  const shop = useRunningShop();
  const open = async (javaScriptEnabled: boolean, width = 1280) =>
    (await shop.newTab({ javaScriptEnabled, viewport: { width, height: 900 } })).page;
  /** What the catalogue answers for a state of the listing: the yardstick for the page. */
  const expected = async (request: Record<string, unknown> = {}): Promise<BrandListing> => {
    const response = await fetch(`${shop.url}/api/catalog/get-brand-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ brand, ...request }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as BrandListing;
  };
  const shownUris = (tab: Page) =>
    tab
      .locator(`${listing} .shop-product-grid .cairn-product-card__link`)
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
  const count = (tab: Page) => tab.locator(`${listing} .shop-listing__count`).textContent();
  /** Waits for the listing's product count to change from what it read before. */
  const countChangedFrom = (tab: Page, previous: string | null) =>
    tab.waitForFunction(
      ({ selector, previous }) => document.querySelector(selector)?.textContent !== previous,
      { selector: `${listing} .shop-listing__count`, previous },
    );

  it("serves the brand's blocks and a sorted second page as plain HTML", async () => {
    const tab = await open(false);
    const response = await tab.goto(`${shop.url}${path}?sort=price-asc&page=2`);
    expect(response?.status()).toBe(200);
    expect(await tab.locator('#hero-section h1').textContent()).toBe('Bothy');
    const want = await expected({ sort: 'price-asc', page: 2 });
    expect(want.pagination.total_pages).toBeGreaterThan(1);
    for (const product of want.products) expect(product.brandSlug).toBe(brand);
    expect(await shownUris(tab)).toEqual(want.products.map((product) => product.uri));
    expect(await count(tab)).toBe(`${want.pagination.total_products} products`);
    expect(
      await tab.locator(`${listing} .cairn-pagination [aria-current="page"]`).textContent(),
    ).toContain('2');
    expect(await tab.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.url}${path}?page=2`,
    );
    // The brand is the page's: no brand facet to choose from.
    expect(await tab.locator(`${listing} #facet-gender`).count()).toBe(1);
    expect(await tab.locator('#facet-brand').count()).toBe(0);
  });

  it('filters and sorts without JavaScript, landing on the listing', async () => {
    const tab = await open(false);
    await tab.goto(`${shop.url}${path}`);
    const gender = (await expected()).facets
      .find((facet) => facet.name === 'gender')
      ?.values.find((value) => value.count > 1);
    if (!gender) throw new Error('no gender to filter by');
    await tab
      .locator(`${listing} #filters .shop-facet__value[href*="gender=${gender.value}"]`)
      .click();
    await tab.waitForURL(`${shop.url}${path}?gender=${gender.value}#brand-products`);
    const filters = { gender: [gender.value] };
    expect(await shownUris(tab)).toEqual(
      (await expected({ filters })).products.map((product) => product.uri),
    );
    expect(await count(tab)).toBe(`${gender.count} products`);

    await tab.locator(`${listing} select[name="sort"]`).selectOption('price-desc');
    await tab.locator(`${listing} .shop-sort button[type="submit"]`).click();
    await tab.waitForURL(
      `${shop.url}${path}?gender=${gender.value}&sort=price-desc#brand-products`,
    );
    expect(await shownUris(tab)).toEqual(
      (await expected({ filters, sort: 'price-desc' })).products.map((product) => product.uri),
    );
  });

  it('changes the URL and the results for a filter, a sort and page 2, with JavaScript', async () => {
    const tab = await open(true);
    await tab.goto(`${shop.url}${path}`);
    await hydrated(tab);
    const all = await expected();
    expect(await shownUris(tab)).toEqual(all.products.map((product) => product.uri));

    // A sort: the URL keeps it and the prices rise.
    await tab.locator(`${listing} select[name="sort"]`).selectOption('price-asc');
    await tab.waitForURL(/[?&]sort=price-asc/);
    const ascending = await expected({ sort: 'price-asc' });
    await tab.waitForFunction(
      ({ selector, first }) => document.querySelector(selector)?.getAttribute('href') === first,
      {
        selector: `${listing} .shop-product-grid .cairn-product-card__link`,
        first: ascending.products[0]?.uri ?? '',
      },
    );
    expect(await shownUris(tab)).toEqual(ascending.products.map((product) => product.uri));

    // Page 2 of that order, by its link.
    await tab.locator(`${listing} .cairn-pagination a[rel="next"]`).click();
    await tab.waitForURL(/[?&]page=2/);
    const second = await expected({ sort: 'price-asc', page: 2 });
    await tab.waitForFunction(
      (selector) => document.querySelector(selector)?.textContent?.includes('2') ?? false,
      `${listing} .cairn-pagination [aria-current="page"]`,
    );
    expect(await shownUris(tab)).toEqual(second.products.map((product) => product.uri));

    // A filter: back to page one of the filtered products, sort kept.
    const before = await count(tab);
    const colour = all.facets
      .find((facet) => facet.name === 'colour')
      ?.values.find((value) => /^[A-Za-z]+$/.test(value.value));
    if (!colour) throw new Error('no colour to filter by');
    await tab
      .locator(`${listing} #filters .shop-facet__value[href*="colour=${colour.value}"]`)
      .click();
    await tab.waitForURL((url) => url.searchParams.get('colour') === colour.value);
    expect(new URL(tab.url()).searchParams.get('sort')).toBe('price-asc');
    expect(new URL(tab.url()).searchParams.get('page')).toBeNull();
    await countChangedFrom(tab, before);
    const filtered = await expected({
      sort: 'price-asc',
      filters: { colour: [colour.value] },
    });
    expect(await count(tab)).toBe(`${colour.count} product${colour.count === 1 ? '' : 's'}`);
    expect(await shownUris(tab)).toEqual(filtered.products.map((product) => product.uri));
  });

  it('filters from the drawer on a phone', async () => {
    const tab = await open(true, 375);
    await tab.goto(`${shop.url}${path}`);
    await hydrated(tab);
    await tab.locator(`${listing} .shop-listing__toolbar .shop-listing__filter-button`).click();
    const drawer = tab.getByRole('dialog', { name: 'Filter' });
    await drawer.waitFor();
    const before = await count(tab);
    await drawer.locator('.shop-facet__value').first().click();
    await tab.waitForURL(/\?.+=/);
    await countChangedFrom(tab, before);
    // The drawer stays open for a further choice, its first value now chosen.
    expect(await drawer.locator('.shop-facet__value[data-selected="true"]').count()).toBe(1);
  });

  it('gives the Filter link to the filters on a phone without JavaScript', async () => {
    const tab = await open(false, 375);
    await tab.goto(`${shop.url}${path}`);
    const link = tab.locator(`${listing} .shop-listing__toolbar .shop-listing__filter-link`);
    expect(await link.isVisible()).toBe(true);
    expect(
      await tab
        .locator(`${listing} .shop-listing__toolbar .shop-listing__filter-button`)
        .isVisible(),
    ).toBe(false);
    await link.click();
    await tab.waitForURL(`${shop.url}${path}#filters`);
    expect(await tab.locator('#filters .shop-facet').first().isVisible()).toBe(true);
  });

  it("leaves a brand's curated sub-pages without the listing", async () => {
    const tab = await open(false);
    const response = await tab.goto(`${shop.url}${path}/mens`);
    expect(response?.status()).toBe(200);
    expect(await tab.locator('#hero-section h1').count()).toBe(1);
    expect(await tab.locator(listing).count()).toBe(0);
  });
});
