import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFixture,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  hasChromium,
  serve,
} from './fixture-server.ts';

if (!hasChromium) {
  console.warn(
    `Skipping the guide-filter browser tests: no Chromium at ${CHROMIUM_PATH}. ` +
      'Install one (apt-get install -y chromium) or set CHROMIUM_PATH.',
  );
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

let browser: Browser;
let server: Awaited<ReturnType<typeof serve>>;
let outDir: string;
const contexts: BrowserContext[] = [];

async function open(
  viewport = DESKTOP,
  query = '',
  options: { reducedMotion?: 'reduce'; fakeClock?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: options.reducedMotion });
  contexts.push(context);
  if (options.fakeClock) await context.clock.install();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${server.url}${query}`);
  await page.waitForSelector('#sticky-filter a[aria-current="true"]');
  return page;
}

/** Resolves once the page has not scrolled for 15 frames (about 250 ms). */
function scrollEnd(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still++;
          else {
            still = 0;
            last = window.scrollY;
          }
          if (still >= 15) resolve(window.scrollY);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

const currentId = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector<HTMLElement>('#sticky-filter a[aria-current="true"]')?.dataset
        .guideFilterEntry ?? null,
  );

/** The section the spec says should be selected, worked out independently from the page. */
const expectedId = (page: Page) =>
  page.evaluate(() => {
    const top = document.getElementById('sticky-filter')?.getBoundingClientRect().bottom ?? 0;
    let best: string | null = null;
    let bestShare = 0;
    for (const section of document.querySelectorAll<HTMLElement>('section.cairn-guide-section')) {
      const r = section.getBoundingClientRect();
      const share = (Math.min(r.bottom, innerHeight) - Math.max(r.top, top)) / r.height;
      if (share > bestShare) {
        best = section.id;
        bestShare = share;
      }
    }
    return best;
  });

/** Where a section and its entry sit after a jump. */
const placement = (page: Page, id: string) =>
  page.evaluate((id) => {
    const bar = document.getElementById('sticky-filter') as HTMLElement;
    const track = bar.querySelector('ul') as HTMLElement;
    const link = bar.querySelector(`[data-guide-filter-entry="${id}"]`) as HTMLElement;
    const trackRect = track.getBoundingClientRect();
    const linkRect = link.getBoundingClientRect();
    return {
      sectionTop: document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN,
      barBottom: bar.getBoundingClientRect().bottom,
      offCentre: linkRect.left + linkRect.width / 2 - (trackRect.left + trackRect.width / 2),
      focused: document.activeElement?.id ?? null,
    };
  }, id);

/** Clicks an entry from inside the page and returns window.scrollY right after the click. */
const clickAndReadScrollY = (page: Page, index: number) =>
  page.evaluate((index) => {
    const links = document.querySelectorAll<HTMLElement>('#sticky-filter a');
    const link = links[index] as HTMLElement;
    link.click();
    return { id: link.dataset.guideFilterEntry as string, scrollY: window.scrollY };
  }, index);

describe.skipIf(!hasChromium)('guide filter in Chromium', () => {
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'guide-filter-e2e-'));
    await buildFixture(outDir);
    server = await serve(outDir);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('when the shopper scrolls by hand, the most visible section’s entry becomes current', async () => {
    const page = await open();
    expect(await currentId(page)).toBe('part-1-layering');
    await page.mouse.move(640, 500);
    const seen = new Set<string>();
    for (const dy of [700, 1300, 2100, 3400, 900, 5000, -2600, 4200, 8000, -1200]) {
      await page.mouse.wheel(0, dy);
      await scrollEnd(page);
      await page.waitForTimeout(250); // past the 100 ms debounce
      const expected = await expectedId(page);
      expect(await currentId(page)).toBe(expected);
      if (expected) seen.add(expected);
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('when an entry is clicked on a desktop, the page glides until the section sits under the bar, and the entry is centred', async () => {
    const page = await open();
    const target = 'part-20-group-safety';
    // Record every entry that becomes current, and the page's scroll per frame.
    await page.evaluate(() => {
      const w = window as unknown as { currents: string[]; ys: number[] };
      w.currents = [];
      w.ys = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement;
          if (el.getAttribute('aria-current') === 'true') {
            w.currents.push(el.dataset.guideFilterEntry ?? '');
          }
        }
      }).observe(document.getElementById('sticky-filter') as Node, {
        subtree: true,
        attributeFilter: ['aria-current'],
      });
      const sample = () => {
        w.ys.push(window.scrollY);
        if (w.ys.length < 240) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.click(`#sticky-filter a[data-guide-filter-entry="${target}"]`);
    await scrollEnd(page);
    await page.waitForTimeout(700); // the 0.5 s centring and the debounce
    const where = await placement(page, target);
    expect(Math.abs(where.sectionTop - where.barBottom)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(where.offCentre)).toBeLessThanOrEqual(1.5);
    expect(where.focused).toBe(target);
    expect(await currentId(page)).toBe(target);
    const { currents, ys } = await page.evaluate(() => {
      const { currents, ys } = window as unknown as { currents: string[]; ys: number[] };
      return { currents, ys };
    });
    // Smooth: the page passed through many positions; suppressed: nothing in between was selected.
    expect(new Set(ys).size).toBeGreaterThan(5);
    expect(currents).toEqual([target]);
  });

  it('centres the entry over about half a second with a power2.out curve', async () => {
    // The page's clock is Playwright's fake one, stepped a frame at a time: the curve is read
    // against animation time, so a busy machine dropping frames cannot change the figures.
    const page = await open(DESKTOP, '', { fakeClock: true });
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.evaluate(() => {
      const links = document.querySelectorAll<HTMLElement>('#sticky-filter a');
      (links[30] as HTMLElement).click();
    });
    const samples: Array<[number, number]> = [];
    for (let elapsed = 0; elapsed <= 900; elapsed += 16) {
      samples.push([
        elapsed,
        await page.evaluate(
          () => (document.querySelector('#sticky-filter ul') as HTMLElement).scrollLeft,
        ),
      ]);
      await page.clock.runFor(16);
    }
    const final = samples.at(-1)?.[1] ?? 0;
    expect(final).toBeGreaterThan(100);
    const settledAt = samples.find(([, left]) => Math.abs(left - final) < 0.5)?.[0] ?? Infinity;
    // 500 ms of animation after the frame that takes the start time.
    expect(settledAt).toBeGreaterThan(400);
    expect(settledAt).toBeLessThan(600);
    // A quarter of the way through the time, power2.out has covered 1 - 0.75^3 = 58%: well
    // ahead of a linear move (25%).
    const quarter = samples.find(([t]) => t >= 141)?.[1] ?? 0;
    expect(quarter / final).toBeGreaterThan(0.5);
    expect(quarter / final).toBeLessThan(0.7);
  });

  it('on a 375 px phone the jump is instant, the title hidden and the section lands under the bar', async () => {
    const page = await open(PHONE);
    const { id, scrollY } = await clickAndReadScrollY(page, 14);
    const where = await placement(page, id);
    // Already there in the same task as the click: no smooth scroll.
    expect(scrollY).toBeGreaterThan(1000);
    expect(Math.abs(where.sectionTop - where.barBottom)).toBeLessThanOrEqual(1.5);
    expect(await page.isVisible('.cairn-guide-filter__title')).toBe(false);
    await page.waitForTimeout(700);
    expect(await currentId(page)).toBe(id);
    expect(Math.abs((await placement(page, id)).offCentre)).toBeLessThanOrEqual(1.5);
  });

  it('on a desktop the click scrolls smoothly, and with reduced motion instantly', async () => {
    const smooth = await open();
    expect(await smooth.isVisible('.cairn-guide-filter__title')).toBe(true);
    expect((await clickAndReadScrollY(smooth, 14)).scrollY).toBe(0);
    const reduced = await open(DESKTOP, '', { reducedMotion: 'reduce' });
    expect((await clickAndReadScrollY(reduced, 14)).scrollY).toBeGreaterThan(1000);
  });

  it('is keyboard operable: Tab to the bar, arrows along it, Enter jumps and moves focus', async () => {
    const page = await open();
    await page.keyboard.press('Tab'); // the header's button
    await page.keyboard.press('Tab'); // the first entry
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Part 1: Layering');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await scrollEnd(page);
    const where = await placement(page, 'part-5-ice-axe-arrest');
    expect(where.focused).toBe('part-5-ice-axe-arrest');
    expect(Math.abs(where.sectionTop - where.barBottom)).toBeLessThanOrEqual(1.5);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.id)).toBe(
      'part-5-ice-axe-arrest',
    );
  });

  it('with an All entry first, All goes back to the top and stays current there', async () => {
    const page = await open(DESKTOP, '?all');
    expect(await page.textContent('#sticky-filter li:first-child a')).toBe('All');
    await clickAndReadScrollY(page, 10);
    await scrollEnd(page);
    await page.click('#sticky-filter a[data-guide-filter-entry="all"]');
    expect(await scrollEnd(page)).toBe(0);
    await page.waitForTimeout(250);
    expect(await currentId(page)).toBe('all');
  });

  it('when the shopper leaves the guide, its window listeners are gone', async () => {
    const page = await open(DESKTOP, '?strict');
    const cdp = await page.context().newCDPSession(page);
    const windowListeners = async () => {
      const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId as string,
      });
      return listeners.filter((l) => l.type === 'scroll' || l.type === 'resize').length;
    };
    expect(await windowListeners()).toBe(2);
    await page.click('text=Leave guide');
    await page.waitForSelector('#sticky-filter', { state: 'detached' });
    expect(await windowListeners()).toBe(0);
  });

  it('has no axe violations in the real browser, colour contrast included', async () => {
    const page = await open();
    const require = createRequire(import.meta.url);
    await page.addScriptTag({ content: (require('axe-core') as { source: string }).source });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (n: Node) => Promise<{ violations: Array<{ id: string }> }> };
        }
      ).axe;
      const nav = document.getElementById('sticky-filter') as Node;
      return (await axe.run(nav)).violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);
  });
});
