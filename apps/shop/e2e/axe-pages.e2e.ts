import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';

/** One address per page type the shop renders (demo catalogue and content). */
const pages = {
  home: '/',
  category: '/all/clothing/jackets',
  'brand page': '/brands/fellcraft',
  product: '/moraine-mens-nevis-gore-tex-jacket-104211-923',
  bundle: '/cairn-ski-starter-package-880101-932',
  'search results': '/search?q=jacket',
  guide: '/guides/ski-buying-guide',
  article: '/articles/layering-explained',
  'information page': '/information/delivery-returns',
  'store page': '/stores/aviemore',
  compare: '/compare',
  klarna: '/klarna',
  'student discount': '/student-discount',
  appointment: '/appointment',
  login: '/login',
  'not found': '/no-such-page-anywhere',
};

describe.skipIf(!hasChromium)('every page type passes axe in Chromium', () => {
  const shop = useRunningShop();

  for (const width of [1280, 375]) {
    describe(`at ${width} px wide`, () => {
      for (const [name, path] of Object.entries(pages)) {
        it(`the ${name} (${path}) has no axe violations`, async () => {
          const { page, expectError } = await shop.newTab({ viewport: { width, height: 900 } });
          if (name === 'not found')
            expectError(/status of 404/, 'the not-found page answers 404, which the browser logs');
          await page.goto(`${shop.url}${path}`);
          await hydrated(page);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
});

describe.skipIf(!hasChromium)(
  'every page type describes itself to search engines and previews',
  () => {
    const shop = useRunningShop();

    it('has a title and a meta description in its server-rendered HTML', async () => {
      const missing: string[] = [];
      for (const [name, path] of Object.entries(pages)) {
        const html = await (await fetch(`${shop.url}${path}`)).text();
        if (!/<title>[^<]+<\/title>/.test(html)) missing.push(`${name}: title`);
        // Exactly one: the page's own, or the shop's where a page has none.
        const descriptions = html.match(/<meta name="description" content="[^"]+"/g) ?? [];
        if (descriptions.length !== 1) missing.push(`${name}: ${descriptions.length} descriptions`);
      }
      expect(missing).toEqual([]);
    });
  },
);
