import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';

/**
 * Cookie and script consent (issue 17, item 16): nothing beyond what is necessary loads until
 * the shopper says so; the banner neither moves the page nor stands in front of it; the choice
 * is kept and can be changed from the footer.
 */
const klarnaSdk = 'https://js.klarna.com/';
const studentScript = 'https://student-offer.example/widget.js';
const jacket = '/moraine-mens-nevis-gore-tex-jacket-104211-923';
const viewports = [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
] as const;

describe.skipIf(!hasChromium)('cookie consent, in Chromium', () => {
  const shop = useRunningShop({
    env: {
      KLARNA_CLIENT_ID: 'cairn-e2e-klarna-client',
      STUDENT_DISCOUNT_SCRIPT_URL: studentScript,
      STUDENT_DISCOUNT_IFRAME_URL: 'https://student-offer.example/uk/cairn',
    },
  });

  /** A fresh shopper whose third-party and tracking requests are answered here and listed. */
  async function shopper(viewport: (typeof viewports)[number]) {
    const tab = await shop.newTab({ viewport });
    const requested: string[] = [];
    // The providers are not reachable from a test: answer their scripts with nothing.
    await tab.context.route(/^https:\/\/(js\.klarna\.com|student-offer\.example)\//, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    tab.page.on('request', (request) => {
      if (request.url().includes('/api/elevate/notify')) requested.push(request.url());
    });
    return { ...tab, requested };
  }

  async function goto(page: Page, path: string) {
    await page.goto(`${shop.url}${path}`);
    await hydrated(page);
  }

  for (const viewport of viewports) {
    describe(`at ${viewport.width} px`, () => {
      it('asks first, loads no third-party script or view tracking before consent, and loads what was allowed', async () => {
        const { page, errors, requested } = await shopper(viewport);
        await goto(page, '/');
        const banner = page.getByRole('region', { name: 'Cookies on Cairn' });
        await banner.waitFor();

        // It covers the foot of the window, fixed: no content moves for it, and it is not a
        // modal (the page stays readable and usable; no dialog, nothing made inert).
        const placement = await banner.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return {
            position: getComputedStyle(element).position,
            bottom: Math.round(box.bottom),
            heightShare: box.height / window.innerHeight,
          };
        });
        expect(placement.position).toBe('fixed');
        expect(placement.bottom).toBe(viewport.height);
        expect(placement.heightShare).toBeLessThanOrEqual(0.4);
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(await page.locator('main').evaluate((main) => main.closest('[inert]'))).toBeNull();
        await expect
          .poll(() => page.evaluate(() => document.body.style.pointerEvents))
          .not.toBe('none');
        expect(await axeViolations(page)).toEqual([]);

        // Undecided: no Klarna SDK, no student-offer script, no product-view report.
        await goto(page, '/klarna');
        // The placement's own static facts (the page's story has a heading of that name too).
        const klarnaFacts = page.locator('.shop-klarna--static');
        await klarnaFacts.getByRole('heading', { name: 'Pay later with Klarna' }).waitFor();
        await klarnaFacts.getByText('allow marketing cookies').waitFor();
        await goto(page, '/student-discount');
        await page.getByRole('heading', { name: 'How to get your student discount' }).waitFor();
        await goto(page, jacket);
        await page.locator('.shop-product__size').first().waitFor();
        expect(requested).toEqual([]);

        // Choose: the settings dialog, marketing only.
        await page
          .getByRole('region', { name: 'Cookies on Cairn' })
          .getByRole('button', { name: 'Choose' })
          .click();
        const settings = page.getByRole('dialog', { name: 'Cookie settings' });
        await settings.waitFor();
        expect(await settings.getByRole('checkbox', { name: 'Necessary' }).isChecked()).toBe(true);
        expect(await settings.getByRole('checkbox', { name: 'Necessary' }).isDisabled()).toBe(true);
        expect(await settings.getByRole('checkbox', { name: 'Marketing' }).isChecked()).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        await settings.getByRole('checkbox', { name: 'Marketing' }).check();
        await settings.getByRole('button', { name: 'Save choices' }).click();
        await settings.waitFor({ state: 'detached' });
        await banner.waitFor({ state: 'detached' });

        // Marketing allowed: Klarna's SDK loads; the student offer still waits (preferences).
        await goto(page, '/klarna');
        await expect
          .poll(() => requested.filter((url) => url.startsWith(klarnaSdk)).length)
          .toBe(1);
        await goto(page, '/student-discount');
        await page.getByText('allow preferences cookies').waitFor();
        expect(requested.filter((url) => url === studentScript)).toEqual([]);
        expect(errors).toEqual([]);
      });

      it('keeps the choice across visits and changes it from the footer', async () => {
        const { page, errors, requested } = await shopper(viewport);
        await goto(page, '/');
        await page.getByRole('button', { name: 'Necessary only' }).click();
        await page.getByRole('region', { name: 'Cookies on Cairn' }).waitFor({ state: 'detached' });
        const stored = await page.context().cookies();
        expect(stored.find((cookie) => cookie.name === 'cairn_consent')?.expires).toBeGreaterThan(
          Date.now() / 1000 + 364 * 24 * 60 * 60,
        );

        // Another visit: not asked again, and still nothing optional.
        await goto(page, jacket);
        await page.locator('.shop-product__size').first().waitFor();
        expect(await page.getByRole('region', { name: 'Cookies on Cairn' }).count()).toBe(0);

        // From the footer: allow everything.
        await page
          .getByRole('contentinfo')
          .getByRole('button', { name: 'Cookie settings' })
          .click();
        const settings = page.getByRole('dialog', { name: 'Cookie settings' });
        await settings.waitFor();
        for (const category of ['Preferences', 'Statistics', 'Marketing']) {
          const box = settings.getByRole('checkbox', { name: category });
          expect(await box.isChecked()).toBe(false);
          await box.check();
        }
        expect(requested).toEqual([]);
        await settings.getByRole('button', { name: 'Save choices' }).click();
        await settings.waitFor({ state: 'detached' });

        // Statistics allowed: the product in view is reported; preferences: the student offer.
        await expect
          .poll(() => requested.filter((url) => url.includes('/api/elevate/notify')).length)
          .toBeGreaterThan(0);
        await goto(page, '/student-discount');
        await expect.poll(() => requested.filter((url) => url === studentScript).length).toBe(1);
        expect(errors).toEqual([]);
      });
    });
  }
});
