import type { Story } from '@cairn/commerce-client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';

/** The default `STORYBLOK_BRIDGE_URL`; playwright answers it, so nothing leaves the machine. */
const bridgeUrl = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

/**
 * A stand-in for Storyblok's bridge script: `window.StoryblokBridge` records the handlers the
 * page registers, and `window.fireBridgeEvent` plays the Visual Editor sending an event.
 */
const fakeBridgeScript = `
window.bridgeRecord = { instances: 0, listeners: [] };
window.StoryblokBridge = class {
  constructor() { window.bridgeRecord.instances += 1; }
  on(actions, callback) {
    window.bridgeRecord.listeners.push({ actions: [].concat(actions), callback });
  }
};
window.fireBridgeEvent = (event) => {
  for (const listener of window.bridgeRecord.listeners) {
    if (listener.actions.includes(event.action)) listener.callback(event);
  }
};
`;

type BridgeWindow = Window & {
  bridgeRecord: { instances: number; listeners: { actions: string[] }[] };
  fireBridgeEvent(event: unknown): void;
  sameDocument?: boolean;
};

describe.skipIf(!hasChromium)('live preview from the Storyblok Visual Editor, in Chromium', () => {
  const shop = useRunningShop();

  /**
   * A tab whose requests for the bridge script (and the shop's bridge chunk) are counted. An
   * editor's tab holds the preview cookie, as the Visual Editor's link or the demo's preview
   * door (`/api/preview/demo`) gives it; a visitor's has none.
   */
  async function tab({ javaScriptEnabled = true, editor = true } = {}) {
    const { context, page, errors } = await shop.newTab({ javaScriptEnabled });
    if (editor) {
      const entered = await context.request.get(`${shop.url}/api/preview/demo?to=/`, {
        maxRedirects: 0,
      });
      expect(entered.status()).toBe(303);
    }
    const requested = { bridge: 0, chunk: 0 };
    await context.route(bridgeUrl, (route) => {
      requested.bridge += 1;
      return route.fulfill({ contentType: 'text/javascript', body: fakeBridgeScript });
    });
    context.on('request', (request) => {
      if (/\/assets\/storyblok-bridge-[\w-]+\.js$/.test(request.url())) requested.chunk += 1;
    });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    return { page, errors, requested, navigations: () => navigations };
  }

  /** The draft story at `slug`, as the resolver answers it (with its Storyblok id). */
  async function draftStory(slug: string): Promise<Story & { id: number }> {
    const entered = await fetch(`${shop.url}/api/preview/demo?to=/`, { redirect: 'manual' });
    const cookie = (entered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const response = await fetch(`${shop.url}/api/resolver/${slug}?preview=true`, {
      headers: { cookie },
    });
    const { data } = (await response.json()) as { data: { story: Story } };
    const { id } = data.story;
    if (typeof id !== 'number' || id <= 0) throw new Error(`${slug} has no Storyblok id`);
    return { ...data.story, id };
  }

  /** The story with its first block (the hero) headed `heading`. */
  function withHeading(story: Story, heading: string): Story {
    const edited = structuredClone(story);
    const [hero] = edited.content.body ?? [];
    if (!hero) throw new Error(`${story.full_slug} has no hero`);
    hero.heading = heading;
    return edited;
  }

  const heroHeading = (page: Page) => page.locator('#hero-section h1').textContent();

  it('re-renders the page with the edited story on input, without a navigation, and refetches on save', async () => {
    const story = await draftStory('about-us');
    const { page, errors, requested, navigations } = await tab();

    await page.goto(`${shop.url}/about-us?_storyblok=${story.id}`);
    await hydrated(page);
    expect(await heroHeading(page)).toBe('About Cairn');
    // The page registers one bridge for the editor's input, change and published events.
    await page.waitForFunction(
      () => (window as unknown as BridgeWindow).bridgeRecord?.listeners.length > 0,
    );
    const record = await page.evaluate(() => (window as unknown as BridgeWindow).bridgeRecord);
    expect(record.instances).toBe(1);
    expect(record.listeners.flatMap((listener) => listener.actions)).toEqual(
      expect.arrayContaining(['input', 'change', 'published']),
    );
    await page.evaluate(() => {
      (window as unknown as BridgeWindow).sameDocument = true;
    });
    // The router may settle its history entry after hydration; from here on nothing moves.
    const navigationsBefore = navigations();
    const address = page.url();

    // An edit of another story is not this page's business.
    const other = withHeading(
      { ...story, id: story.id + 1000, uuid: 'not-this-story' },
      'Wrong story',
    );
    await page.evaluate((event) => (window as unknown as BridgeWindow).fireBridgeEvent(event), {
      action: 'input',
      story: other,
    });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
    );
    expect(await heroHeading(page)).toBe('About Cairn');
    // The editor types into this story's hero heading.
    await page.evaluate((event) => (window as unknown as BridgeWindow).fireBridgeEvent(event), {
      action: 'input',
      story: withHeading(story, 'About Cairn, edited live'),
    });
    await page.waitForFunction(
      () => document.querySelector('#hero-section h1')?.textContent === 'About Cairn, edited live',
    );
    expect(await page.evaluate(() => (window as unknown as BridgeWindow).sameDocument)).toBe(true);
    expect(navigations()).toBe(navigationsBefore);
    expect(page.url()).toBe(address);

    // Saving reloads the page data: the resolver is asked again and its draft is shown.
    const refetched = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${shop.url}/api/resolver/about-us`) &&
        response.url().includes('preview=true'),
    );
    await page.evaluate((event) => (window as unknown as BridgeWindow).fireBridgeEvent(event), {
      action: 'change',
      storyId: story.id,
      slug: story.full_slug,
    });
    await refetched;
    await page.waitForFunction(
      () => document.querySelector('#hero-section h1')?.textContent === 'About Cairn',
    );
    expect(await page.evaluate(() => (window as unknown as BridgeWindow).sameDocument)).toBe(true);
    expect(navigations()).toBe(navigationsBefore);
    expect(page.url()).toBe(address);
    expect(requested.bridge).toBe(1);
    expect(errors).toEqual([]);
  });

  it('never requests the bridge, nor its chunk, without _storyblok in the query', async () => {
    const { page, requested } = await tab({ editor: false });
    await page.goto(`${shop.url}/about-us`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await heroHeading(page)).toBe('About Cairn');
    expect(requested).toEqual({ bridge: 0, chunk: 0 });
    expect(await page.evaluate(() => 'StoryblokBridge' in window)).toBe(false);
  });

  it('never requests the bridge with JavaScript off, even in preview mode', async () => {
    const { page, requested } = await tab({ javaScriptEnabled: false });
    const response = await page.goto(`${shop.url}/about-us?_storyblok=1`);
    expect(response?.status()).toBe(200);
    expect(await heroHeading(page)).toBe('About Cairn');
    expect(await page.locator(`script[src="${bridgeUrl}"]`).count()).toBe(0);
    expect(requested).toEqual({ bridge: 0, chunk: 0 });
  });
});
