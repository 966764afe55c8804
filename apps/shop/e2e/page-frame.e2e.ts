import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;

/** A guide: the demo's guides choose the stone theme in their story's `theme` field. */
const guidePath = '/guides/ski-buying-guide';
const stone = 'rgb(243, 242, 238)';
const white = 'rgb(255, 255, 255)';

/**
 * Records, from before the page's first byte: every view transition the page starts (its types
 * and whether it finished) and every theme `<meta>` added or removed after the parser's.
 */
const recorder = () => {
  const record = { transitions: [] as { types: string[]; finished: boolean }[], themeChanges: 0 };
  (window as unknown as { record: typeof record }).record = record;
  const isTheme = (node: Node) => node instanceof HTMLMetaElement && node.name === 'cairn-theme';
  new MutationObserver((changes) => {
    // The parser's own nodes arrive before DOMContentLoaded; only later changes count.
    if (document.readyState === 'loading') return;
    for (const change of changes) {
      record.themeChanges += [...change.addedNodes, ...change.removedNodes].filter(isTheme).length;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
  const start = document.startViewTransition?.bind(document);
  if (!start) return;
  document.startViewTransition = ((update: Parameters<typeof start>[0]) => {
    const entry = {
      types: typeof update === 'object' && update ? [...(update.types ?? [])] : [],
      finished: false,
    };
    record.transitions.push(entry);
    const transition = start(update);
    transition.finished.then(() => {
      entry.finished = true;
    });
    return transition;
  }) as typeof start;
};

type Recorded = { transitions: { types: string[]; finished: boolean }[]; themeChanges: number };
const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { record: Recorded }).record);

const colours = (page: Page) =>
  page.evaluate(() => ({
    theme:
      document.head.querySelector<HTMLMetaElement>('meta[name="cairn-theme"]')?.content ?? 'light',
    page: getComputedStyle(document.body).backgroundColor,
    header: getComputedStyle(document.querySelector('.shop-header') as Element).backgroundColor,
  }));

/** Issue 31, items 4 and 3: a story's theme, and transitions between pages. */
describe.skipIf(!hasChromium)('the page frame in Chromium', () => {
  const shop = useRunningShop();

  it('puts each page’s theme in the server’s HTML: a guide’s stone, light elsewhere', async () => {
    const guide = await (await fetch(`${shop.url}${guidePath}`)).text();
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    expect(head(guide)).toContain('<meta name="cairn-theme" content="stone"/>');
    const home = await (await fetch(`${shop.url}/`)).text();
    expect(home).not.toContain('cairn-theme');
    const product = await (
      await fetch(`${shop.url}/moraine-mens-nevis-gore-tex-jacket-104211-923`)
    ).text();
    expect(product).not.toContain('cairn-theme');
  });

  for (const viewport of viewports) {
    describe(`at ${viewport.width} px`, () => {
      const size = { width: viewport.width, height: viewport.height };

      it('shows a story’s theme without JavaScript, and keeps it through hydration', async () => {
        const plain = await shop.newTab({ viewport: size, javaScriptEnabled: false });
        await plain.page.goto(`${shop.url}${guidePath}`);
        expect(await colours(plain.page)).toEqual({ theme: 'stone', page: stone, header: stone });

        const { page, errors } = await shop.newTab({ viewport: size });
        await page.addInitScript(recorder);
        await page.goto(`${shop.url}${guidePath}`);
        await hydrated(page);
        expect(await colours(page)).toEqual({ theme: 'stone', page: stone, header: stone });
        // In the server's head and never touched while the app started: nothing repainted.
        expect((await recorded(page)).themeChanges).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        // Leaving the story for the home page brings the shop's light theme back.
        await page.getByRole('link', { name: 'Cairn home' }).click();
        await page.waitForURL(`${shop.url}/`);
        await page.waitForFunction(() => !document.querySelector('meta[name="cairn-theme"]'));
        expect(await colours(page)).toEqual({ theme: 'light', page: white, header: white });
        expect(errors).toEqual([]);
      });

      it('moves between pages with a view transition, never on the first page', async () => {
        const { page, errors } = await shop.newTab({ viewport: size });
        await page.addInitScript(recorder);
        await page.goto(`${shop.url}${guidePath}`);
        await hydrated(page);
        expect(await page.evaluate(() => 'startViewTransition' in document)).toBe(true);
        expect((await recorded(page)).transitions).toEqual([]);

        await page.getByRole('link', { name: 'Cairn home' }).click();
        await page.waitForURL(`${shop.url}/`);
        await page.waitForFunction(
          () => (window as unknown as { record: Recorded }).record.transitions[0]?.finished,
        );
        expect((await recorded(page)).transitions).toEqual([{ types: ['page'], finished: true }]);
        expect(errors).toEqual([]);
      });

      it('moves between pages without one under prefers-reduced-motion', async () => {
        const { page, errors } = await shop.newTab({ viewport: size, reducedMotion: 'reduce' });
        await page.addInitScript(recorder);
        await page.goto(`${shop.url}${guidePath}`);
        await hydrated(page);
        await page.getByRole('link', { name: 'Cairn home' }).click();
        await page.waitForURL(`${shop.url}/`);
        await page.waitForFunction(() => !document.querySelector('meta[name="cairn-theme"]'));
        expect((await recorded(page)).transitions).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  }
});
