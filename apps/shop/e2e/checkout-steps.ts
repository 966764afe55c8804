import type { Locator, Page } from 'playwright-core';
import { hydrated } from './harness.ts';

/**
 * The steps of buying that many journeys share: a size into the bag, on to the checkout, the
 * delivery details and the test card. Journeys about one of these steps write it out instead.
 */

/** The demo jacket every checkout journey buys (£100, sizes in stock). */
export const jacketPath = '/moraine-mens-nevis-gore-tex-jacket-104211-923';

/** The embedded backend's test cards (commerce README). */
export const testCards = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/** A guest in the Lake District, as the checkout form takes her. */
export const annHill = {
  email: 'ann.hill@example.com',
  firstName: 'Ann',
  lastName: 'Hill',
  address1: '1 Lake Road',
  city: 'Keswick',
  postcode: 'CA12 5AA',
};

/** Opens a product (the jacket), picks its first size in stock and adds it; answers the open bag. */
export async function addToBag(page: Page, shopUrl: string, path = jacketPath): Promise<Locator> {
  await page.goto(`${shopUrl}${path}`);
  await hydrated(page);
  await page.locator('.shop-product__size[data-available="true"]').first().click();
  await page.getByRole('button', { name: 'Add to bag' }).click();
  const panel = page.getByRole('dialog', { name: 'Your bag' });
  await panel.locator('.cart-line').first().waitFor();
  return panel;
}

/** From the open bag to the checkout's form. */
export async function goToCheckout(page: Page, panel: Locator): Promise<void> {
  await panel.getByRole('link', { name: 'Go to checkout' }).click();
  await page.waitForURL('**/checkout');
  await page.waitForSelector('#email');
}

/** Fills the checkout's contact and delivery fields (default Ann Hill's) and accepts the terms. */
export async function fillDelivery(page: Page, shopper: Partial<typeof annHill> = {}) {
  const { email, firstName, lastName, address1, city, postcode } = { ...annHill, ...shopper };
  await page.waitForSelector('#email');
  await page.fill('#email', email);
  await page.fill('#first-name', firstName);
  await page.fill('#last-name', lastName);
  await page.fill('#address-1', address1);
  await page.fill('#city', city);
  await page.fill('#postcode', postcode);
  await page.check('#terms');
}

/** Fills the card fields with a test card (default the one that succeeds). */
export async function fillCard(page: Page, number = testCards.succeeds) {
  await page.fill('#card-number', number);
  await page.fill('#card-expiry', '12/30');
  await page.fill('#card-cvc', '123');
}

/** The jacket into a new bag, on to the checkout, delivery details filled: ready to pay. */
export async function bagToCheckout(page: Page, shopUrl: string): Promise<void> {
  await goToCheckout(page, await addToBag(page, shopUrl));
  await fillDelivery(page);
}
