import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium, type RunningShop, startShop } from './harness.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

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
  let shop: RunningShop;
  let browser: Browser;
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  for (const width of [1280, 375]) {
    describe(`at ${width} px wide`, () => {
      for (const [name, path] of Object.entries(pages)) {
        it(`the ${name} (${path}) has no axe violations`, async () => {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          try {
            const page = await context.newPage();
            await page.goto(`${shop.url}${path}`);
            await page.waitForSelector('html[data-hydrated="true"]');
            expect(await axeViolations(page)).toEqual([]);
          } finally {
            await context.close();
          }
        });
      }
    });
  }
});

type AxeResult = {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
};

/** Every rule axe-core enables by default (WCAG A/AA, 2.2, best practice), whole document. */
async function axeViolations(page: Page) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
