// Checks the built static Storybook (storybook-static/) in Debian's Chromium, story by story:
//
// - every story renders, its `play` steps pass, and axe (the a11y addon, every rule including
//   colour contrast) finds no violation;
// - every image has loaded (no naturalWidth 0), at the srcset width the browser picked;
// - the body text is set in the shop's font stack;
// - every component and block has a docs page with a props table, and every MDX page renders;
// - a screenshot of every story, at desktop or at the viewport the story pins (the mobile
//   variants), matches
//   its baseline in .storybook/check/baselines within a small pixel threshold. A failure leaves
//   the actual picture and a diff picture in .storybook/check/results/.
//
//   pnpm build-storybook && pnpm storybook:test
//   pnpm storybook:update-baselines          # after a deliberate visual change: new baselines
//   node .storybook/check/check-storybook.ts --only=ui-button   # stories whose id starts so
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { type Browser, chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { serveStatic } from './static-server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = join(root, 'storybook-static');
const baselineDir = join(root, '.storybook/check/baselines');
const resultsDir = join(root, '.storybook/check/results');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const updateBaselines = process.argv.includes('--update-baselines');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

/** Screens the stories are photographed on: the shop's desktop breakpoint and a phone. */
const viewports = {
  desktop: { width: 1024, height: 768 },
  mobile: { width: 375, height: 667 },
} as const;
type ViewportName = keyof typeof viewports;

/** A pixel counts as changed past this colour distance (pixelmatch's YIQ 0-1 scale)... */
const PIXEL_THRESHOLD = 0.1;
/** ...and a screenshot fails when more than this share of its pixels changed. */
const MAX_CHANGED_SHARE = 0.001;

type IndexEntry = {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
};

const failures: string[] = [];
// Stories, screenshots and pages that failed, by name (one may fail in several ways).
const failed = new Set<string>();
const fail = (what: string) => {
  failures.push(what);
  failed.add(what.split(':')[0] ?? what);
  console.log(`  FAIL ${what}`);
};

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Same pixels on every run: no LCD subpixel text, no hinting differences, sRGB, no
      // scrollbars that come and go.
      '--font-render-hinting=none',
      '--disable-lcd-text',
      '--force-color-profile=srgb',
      '--hide-scrollbars',
    ],
  });
}

// Runs in the page: shows a story or docs page through Storybook's own channel (no reload, so
// ~100 stories take a minute, not ten) and answers once it has finished, play steps and axe
// included.
type Shown = { ok: boolean; error?: string; a11y?: string[] };
async function show(page: Page, id: string, viewMode: 'story' | 'docs'): Promise<Shown> {
  try {
    return await showInPage(page, id, viewMode);
  } catch (error) {
    // The page navigated away or crashed: say so, and start the next one afresh.
    await page.goto(`${new URL(page.url()).origin}/iframe.html?id=${id}&viewMode=${viewMode}`);
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    return { ok: false, error: `the page failed: ${(error as Error).message.split('\n')[0]}` };
  }
}

function showInPage(page: Page, id: string, viewMode: 'story' | 'docs'): Promise<Shown> {
  return page.evaluate(
    ({ id, viewMode }) =>
      new Promise<Shown>((resolve) => {
        // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview globals are untyped.
        const channel = (window as any).__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: Array<[string, (...args: never[]) => void]> = [];
        const done = (shown: Shown) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          clearTimeout(timer);
          resolve(shown);
        };
        const on = (event: string, listener: (...args: never[]) => void) => {
          listeners.push([event, listener]);
          channel.on(event, listener);
        };
        const timer = setTimeout(() => done({ ok: false, error: 'timed out after 30 s' }), 30_000);
        on('storyFinished', ((finished: {
          storyId: string;
          status: string;
          reporters: Array<{
            type: string;
            status: string;
            result?: { violations?: Array<{ id: string; help: string; nodes: unknown[] }> };
          }>;
        }) => {
          if (finished.storyId !== id) return;
          const a11y = finished.reporters
            .filter((report) => report.type === 'a11y' && report.status !== 'passed')
            .flatMap((report) =>
              (report.result?.violations ?? []).map(
                (v) => `${v.id}: ${v.help} (${v.nodes.length} element(s))`,
              ),
            );
          done({ ok: finished.status === 'success', a11y, error: finished.status });
        }) as never);
        on('docsRendered', ((docsId: string) => docsId === id && done({ ok: true })) as never);
        for (const event of [
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ]) {
          on(event, ((error: { title?: string; message?: string; description?: string } | string) =>
            done({
              ok: false,
              error: `${event}: ${typeof error === 'string' ? error : (error?.message ?? `${error?.title} ${error?.description}`)}`,
            })) as never);
        }
        channel.emit('setCurrentStory', { storyId: id, viewMode });
      }),
    { id, viewMode },
  );
}

/** Loads every image now (lazy ones too), then lists those that did not load. */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await Promise.all(images.map((image) => image.decode().catch(() => null)));
    return images
      .filter((image) => image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src || image.alt);
  });
}

/** True when the body's computed font is the shop's stack (`--cairn-font-body`). */
function usesShopFont(page: Page): Promise<{ ok: boolean; body: string; shop: string }> {
  return page.evaluate(() => {
    const squash = (value: string) => value.replace(/["'\s]/g, '');
    const body = getComputedStyle(document.body).fontFamily;
    const shop = getComputedStyle(document.documentElement).getPropertyValue('--cairn-font-body');
    return { ok: shop.trim() !== '' && squash(body) === squash(shop), body, shop: shop.trim() };
  });
}

async function compare(name: string, actual: Buffer): Promise<void> {
  const baselinePath = join(baselineDir, `${name}.png`);
  if (updateBaselines) {
    await writeFile(baselinePath, actual);
    return;
  }
  if (!existsSync(baselinePath)) {
    await writeFile(join(resultsDir, `${name}.actual.png`), actual);
    fail(`${name}: no baseline (pnpm storybook:update-baselines makes one)`);
    return;
  }
  const expected = PNG.sync.read(await readFile(baselinePath));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    await writeFile(join(resultsDir, `${name}.actual.png`), actual);
    fail(`${name}: ${got.width}x${got.height}, baseline ${expected.width}x${expected.height}`);
    return;
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const share = changed / (got.width * got.height);
  if (share > MAX_CHANGED_SHARE) {
    await writeFile(join(resultsDir, `${name}.actual.png`), actual);
    await writeFile(join(resultsDir, `${name}.diff.png`), PNG.sync.write(diff));
    fail(
      `${name}: ${changed} pixels changed (${(share * 100).toFixed(2)}%, at most ${MAX_CHANGED_SHARE * 100}%); see .storybook/check/results/${name}.diff.png`,
    );
  }
}

async function openPreview(browser: Browser, viewport: ViewportName, url: string, startId: string) {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) =>
    fail(`${viewport}: uncaught error in the page: ${error.message}`),
  );
  // Start on a docs page, so that showing any story is a change Storybook renders.
  await page.goto(`${url}/iframe.html?id=${startId}&viewMode=docs`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await page.addStyleTag({
    content:
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent !important; }' +
      // A video's native controls draw a loading spinner whose frame depends on timing.
      ' video::-webkit-media-controls { display: none !important; }',
  });
  return page;
}

/** The viewport a story pins with `globals: { viewport }`, if it is one we photograph. */
async function pinnedViewports(page: Page, ids: string[]): Promise<Record<string, string>> {
  return page.evaluate(async (ids) => {
    // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview globals are untyped.
    const store = (window as any).__STORYBOOK_PREVIEW__.storyStore;
    const pinned: Record<string, string> = {};
    for (const storyId of ids) {
      const story = await store.loadStory({ storyId });
      const value = story.storyGlobals?.viewport?.value;
      if (typeof value === 'string') pinned[storyId] = value;
    }
    return pinned;
  }, ids);
}

async function main() {
  if (!existsSync(join(staticDir, 'index.json'))) {
    throw new Error('No built Storybook: run pnpm build-storybook first.');
  }
  if (!existsSync(chromiumPath)) {
    const message = `Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`;
    if (process.env.CI) throw new Error(message);
    console.warn(`${message} The Storybook check is skipped.`);
    return;
  }
  const started = performance.now();
  await rm(resultsDir, { recursive: true, force: true });
  await mkdir(resultsDir, { recursive: true });
  await mkdir(baselineDir, { recursive: true });

  const index: { entries: Record<string, IndexEntry> } = JSON.parse(
    await readFile(join(staticDir, 'index.json'), 'utf8'),
  );
  const all = Object.values(index.entries);
  const entries = all.filter((entry) => !only || entry.id.startsWith(only));
  const stories = entries.filter((entry) => entry.type === 'story');
  const docs = entries.filter((entry) => entry.type === 'docs');

  // Every component's and block's title has a generated docs page.
  for (const title of new Set(stories.map((story) => story.title))) {
    const ownDocs = all.filter((entry) => entry.type === 'docs' && entry.title === title);
    if (!ownDocs.some((entry) => !entry.importPath.endsWith('.mdx'))) {
      fail(`${title}: no docs page`);
    }
  }

  const server = await serveStatic(staticDir);
  const browser = await launch();
  let screenshots = 0;
  let images = 0;
  try {
    const mdx = Object.values(index.entries).filter((entry) => entry.importPath.endsWith('.mdx'));
    const first = mdx[0]?.id ?? '';
    const desktop = await openPreview(browser, 'desktop', server.url, first);
    const font = await usesShopFont(desktop);
    if (!font.ok) fail(`body font is "${font.body}", not the shop's "${font.shop}"`);
    const pinned = await pinnedViewports(
      desktop,
      stories.map((story) => story.id),
    );

    for (const viewport of Object.keys(viewports) as ViewportName[]) {
      const page =
        viewport === 'desktop' ? desktop : await openPreview(browser, viewport, server.url, first);
      // One screenshot per story keeps the run to a few minutes: at the viewport the story
      // pins (blocks and components have Mobile variants for that), else at desktop.
      const here = stories.filter((story) => (pinned[story.id] ?? 'desktop') === viewport);
      console.log(`${viewport}: ${here.length} stories`);
      for (const story of here) {
        const name = `${story.id}--${viewport}`;
        const shown = await show(page, story.id, 'story');
        if (!shown.ok) fail(`${name}: ${shown.error}`);
        for (const violation of shown.a11y ?? []) fail(`${name}: axe ${violation}`);
        const broken = await brokenImages(page);
        images += await page.evaluate(() => document.images.length);
        for (const src of broken) fail(`${name}: image did not load: ${src}`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await compare(name, await page.screenshot({ animations: 'disabled', caret: 'hide' }));
        screenshots++;
      }
    }

    // Docs pages, each loaded afresh (a docs page renders many stories at once, and one of
    // them may move the page): autodocs with a props table, MDX pages with their content.
    for (const entry of docs) {
      try {
        await desktop.goto(`${server.url}/iframe.html?id=${entry.id}&viewMode=docs`);
        await desktop.waitForSelector('#storybook-docs .sbdocs-content', { timeout: 30_000 });
        if (!entry.importPath.endsWith('.mdx')) {
          const table = desktop.locator('.docblock-argstable tbody tr').first();
          await table.waitFor({ timeout: 15_000 }).catch(() => fail(`${entry.id}: no props table`));
        }
        for (const src of await brokenImages(desktop))
          fail(`${entry.id}: image did not load: ${src}`);
      } catch (error) {
        fail(`${entry.id}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `storybook check: ${stories.length} stories, ${screenshots} screenshots, ${images} images, ` +
      `${docs.length} docs pages in ${seconds} s${updateBaselines ? ' (baselines updated)' : ''}`,
  );
  const checked = screenshots + docs.length;
  console.log(`${checked - Math.min(failed.size, checked)} passed, ${failed.size} failed`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();
