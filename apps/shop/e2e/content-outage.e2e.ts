import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, useRunningShop } from './harness.ts';

/**
 * The content service down, seen from the running shop. The shop reads its content from
 * CONTENT_API_URL, here a forwarder in front of the shop's own embedded content service that
 * the test turns off and on: down from the start (nothing cached), then up for a warm-up,
 * then down again. Commerce pages must answer 200 with the header and footer throughout;
 * story pages answer 503 with Retry-After when nothing was cached, and are served stale from
 * the caches when they were (once the page cache marks answers with Cache-Status); normal
 * service must be back within 5 s of the content service's return.
 */
const product = '/moraine-mens-nevis-gore-tex-jacket-104211-923';
const category = '/all/clothing/jackets/insulated-jackets';
const commercePages = [product, category, '/checkout', '/account', '/login'];
const storyPages = ['/about-us', '/'];

let contentUp = false;
let shopUrl = '';
let forwarder: Server;
let forwarderPort = 0;

// The content service: the shop's own /content/v2/cdn, reachable only while `contentUp`.
beforeAll(async () => {
  forwarderPort = await freePort();
  forwarder = createServer((request, response) => {
    if (!contentUp || !shopUrl) {
      // Like a stopped service: the connection is dropped without an answer.
      request.socket.destroy();
      return;
    }
    // CONTENT_API_URL is Storyblok's origin (`/v2/cdn/...` below it); the shop serves its
    // embedded service under /content.
    fetch(`${shopUrl}/content${request.url}`).then(
      async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => request.socket.destroy(),
    );
  });
  await new Promise<void>((resolve) => forwarder.listen(forwarderPort, '127.0.0.1', resolve));
  // Read by the shop as it starts (useRunningShop's beforeAll runs after this one).
  process.env.CONTENT_API_URL = `http://127.0.0.1:${forwarderPort}`;
});
afterAll(async () => {
  delete process.env.CONTENT_API_URL;
  await new Promise<void>((resolve) => forwarder.close(() => resolve()));
});

async function get(path: string) {
  const started = performance.now();
  const response = await fetch(`${shopUrl}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return {
    path,
    status: response.status,
    ms: Math.round(performance.now() - started),
    retryAfter: response.headers.get('retry-after'),
    cacheStatus: response.headers.get('cache-status'),
    html,
  };
}

describe('the shop while its content service is down', () => {
  // Pages are fresh for 5 s, so the outage below outlasts their freshness: what the shop
  // serves then, it serves stale.
  const shop = useRunningShop({ chromium: false, env: { PAGE_CACHE_TTL: '5' } });

  it('serves commerce pages with the bundled navigation and a 503 for stories, from the start', async () => {
    shopUrl = shop.url;
    const answers = [];
    for (const path of [...commercePages, ...storyPages]) answers.push(await get(path));
    console.info(
      `content down from the start: ${JSON.stringify(answers.map(({ html: _html, ...rest }) => rest))}`,
    );
    for (const answer of answers.filter((a) => commercePages.includes(a.path))) {
      expect(answer.status, answer.path).toBe(200);
      // The header's navigation from the globals snapshot shipped in the build.
      expect(answer.html, answer.path).toContain('Clothing');
    }
    for (const answer of answers.filter((a) => storyPages.includes(a.path))) {
      expect(answer.status, answer.path).toBe(503);
      expect(answer.retryAfter, answer.path).toMatch(/^\d+$/);
      expect(answer.html).toContain('taking a short break');
    }
  });

  it('keeps serving what it served once the service goes down after a warm-up, and recovers once it is back', async () => {
    contentUp = true;
    // The circuit opened during the first test: wait for it to let a trial call through.
    let warm = await get('/about-us');
    for (let wait = 0; warm.status !== 200 && wait < 50; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      warm = await get('/about-us');
    }
    expect(warm.status, 'the story page once the content service is back').toBe(200);
    const warmed = [];
    for (const path of [...commercePages, ...storyPages]) warmed.push(await get(path));
    for (const answer of warmed) expect(answer.status, answer.path).toBe(200);
    const pageCacheMarks = warmed.some((answer) => answer.cacheStatus !== null);

    contentUp = false;
    // Past the API's content reuse (10 s): only a stale-serving cache can answer now.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const during = [];
    for (const path of [...commercePages, ...storyPages]) during.push(await get(path));
    console.info(
      `content down after a warm-up: ${JSON.stringify(during.map(({ html: _html, ...rest }) => rest))}`,
    );
    for (const answer of during.filter((a) => commercePages.includes(a.path))) {
      expect(answer.status, answer.path).toBe(200);
    }
    for (const answer of during.filter((a) => storyPages.includes(a.path))) {
      if (pageCacheMarks) {
        // The page cache serves what it served before, and says it is stale (RFC 9211).
        expect(answer.status, answer.path).toBe(200);
        expect(answer.cacheStatus, answer.path).toMatch(/stale/);
      } else {
        // Without a page cache in front: a clear 503 that says when to come back.
        expect(answer.status, answer.path).toBe(503);
        expect(answer.retryAfter, answer.path).toMatch(/^\d+$/);
      }
    }

    contentUp = true;
    const back = performance.now();
    let story = await get('/about-us');
    while (
      (story.status !== 200 || story.cacheStatus?.includes('stale')) &&
      performance.now() - back < 10_000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      story = await get('/about-us');
    }
    const recoveredMs = Math.round(performance.now() - back);
    console.info(`content service back: normal service after ${recoveredMs} ms`);
    // Back to fresh pages within the 10 s watched; how fast (the target is 5 s: the circuit's
    // 3 s reset and one render) is printed above, not asserted on a shared machine.
    expect(story.status).toBe(200);
    expect(story.cacheStatus ?? '').not.toMatch(/stale/);
  });
});
