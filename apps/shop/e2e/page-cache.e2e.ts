import { describe, expect, it } from 'vitest';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';
import { registerInBrowser, useMailbox } from './mailbox.ts';

const productPath = '/moraine-mens-nevis-gore-tex-jacket-104211-923';
const firstName = 'Perpetua';
const lastName = 'Cachewell';

/**
 * The page cache holds pages every visitor may see: a logged-in shopper with a bag fills it,
 * and what an anonymous visitor is then served from it carries nothing of theirs (the bag, the
 * account and the wishlist fill in after hydration, from the browser).
 */
describe.skipIf(!hasChromium)('the page cache and personal data, in Chromium', () => {
  const mailbox = useMailbox();
  const shop = useRunningShop();

  it('serves an anonymous visitor the page a logged-in shopper filled it with, holding nothing of theirs', async () => {
    const email = `cache-${Date.now()}@example.com`;
    const { page } = await shop.newTab({ viewport: { width: 1280, height: 900 } });
    // A registered, logged-in shopper with an item in the bag.
    await registerInBrowser(page, {
      shopUrl: shop.url,
      mailbox,
      email,
      password: 'a long and personal passphrase 42',
      firstName,
      lastName,
    });

    const visit = await page.goto(`${shop.url}${productPath}`);
    const shopperHtml = (await visit?.text()) ?? '';
    expect(visit?.headers()['cache-status']).toMatch(/^cairn; (fwd=miss; stored|hit)/);
    await hydrated(page);
    await page.locator('.shop-product__size[data-available="true"]').first().click();
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await expect.poll(() => page.locator('.cart-bag-button').getAttribute('data-count')).toBe('1');
    await expect.poll(() => page.getByText('Your account').count()).toBeGreaterThan(0);

    // The same page again for the shopper (a hit), and for somebody else.
    const again = await page.goto(`${shop.url}${productPath}`);
    expect(again?.headers()['cache-status']).toMatch(/^cairn; hit/);
    const anonymous = await fetch(`${shop.url}${productPath}`);
    expect(anonymous.headers.get('cache-status')).toMatch(/^cairn; hit/);
    const anonymousHtml = await anonymous.text();
    // A kept page's scripts are allowed by hash; a render that bypasses the cache signs them
    // with a nonce of its own instead. The rest must be the same page.
    const withoutNonce = (html: string) =>
      html.replace(/<meta property="csp-nonce" content="[^"]*"\/>| nonce="[^"]*"/g, '');
    expect(shopperHtml).not.toContain('nonce=');
    expect(withoutNonce(anonymousHtml)).toBe(withoutNonce(shopperHtml));
    expect(withoutNonce((await again?.text()) ?? '')).toBe(withoutNonce(shopperHtml));
    for (const personal of [firstName, lastName, email, 'Your account']) {
      expect(anonymousHtml).not.toContain(personal);
    }
    expect(anonymousHtml).toMatch(/data-count="0"/);

    // A render that bypasses the cache (a session cookie) shows an anonymous visitor the same.
    const fresh = await fetch(`${shop.url}${productPath}`, { headers: { cookie: 'session=x' } });
    expect(fresh.headers.get('cache-status')).toMatch(/fwd=bypass/);
    // The router and query state streamed with the page say when each was loaded.
    const withoutTimes = (html: string) =>
      html.replace(/\b(dehydratedAt|dataUpdatedAt|u):\d{10,}/g, '');
    expect(withoutNonce(withoutTimes(await fresh.text()))).toBe(
      withoutNonce(withoutTimes(anonymousHtml)),
    );
  });

  it('answers checkout and account private, no-store, and never from the cache', async () => {
    for (const path of ['/checkout', '/account', '/login']) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await fetch(`${shop.url}${path}`);
        expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
        expect(answer.headers.get('cache-status'), path).not.toMatch(/hit/);
      }
    }
  });
});
