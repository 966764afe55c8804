import type { Browser } from 'playwright-core';

/** A script a page fetched: its address's path and its body bytes as they came (compressed). */
export type FetchedScript = { path: string; bytes: number };

/**
 * One first load with an empty cache on a phone: the scripts fetched until hydration is done
 * (`hydrated` shows, and the network is idle again). What `js-budget.ts` weighs and
 * `bundle-composition.ts` takes apart.
 */
export async function firstLoadScripts(
  browser: Browser,
  url: string,
  hydrated: string,
): Promise<FetchedScript[]> {
  // A fresh context a load: nothing cached from the one before, as on a first visit.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const scripts: Promise<FetchedScript>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        request.sizes().then((sizes) => ({
          path: new URL(request.url()).pathname,
          // Body bytes as they came over the wire (compressed), headers left out.
          bytes: sizes.responseBodySize,
        })),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // Hydration done: the router has fetched what the route needs to run.
    await page.waitForSelector(hydrated);
    await page.waitForLoadState('networkidle');
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}
