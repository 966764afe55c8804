// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentRequestError, contentClientLimits, createContentClient } from './content-client.ts';

const publicToken = 'cairn-public-demo-token';
const previewToken = 'cairn-preview-demo-token';

function story(slug: string) {
  return {
    name: slug,
    full_slug: slug,
    uuid: `uuid-${slug}`,
    content: { _uid: `uid-${slug}`, component: 'page', body: [] },
  };
}

const allStories = Array.from({ length: 60 }, (_, index) => story(`guides/guide-${index + 1}`));

/** A tiny Content Delivery API: answers 429 `tooManyRequests` times, then like Storyblok. */
let tooManyRequests = 0;
const requests: URL[] = [];

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  requests.push(url);
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
  if (tooManyRequests > 0) {
    tooManyRequests--;
    return json(429, { error: 'Too many requests' });
  }
  const token = url.searchParams.get('token');
  const version = url.searchParams.get('version');
  if (token !== publicToken && token !== previewToken) return json(401, { error: 'Unauthorized' });
  if (version === 'draft' && token !== previewToken) return json(401, { error: 'No drafts' });
  if (url.pathname === '/content/v2/cdn/stories') {
    const perPage = Number(url.searchParams.get('per_page') ?? 25);
    const page = Number(url.searchParams.get('page') ?? 1);
    const stories = allStories.slice((page - 1) * perPage, page * perPage);
    return json(200, { stories, cv: 1 }, { total: '60', 'per-page': String(perPage) });
  }
  const slug = url.pathname.replace('/content/v2/cdn/stories/', '');
  if (slug === 'home') return json(200, { story: { ...story('home'), version }, cv: 1 });
  return json(404, { error: 'This record could not be found' });
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/content/v2`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  requests.length = 0;
  tooManyRequests = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const quiet = { warn: vi.fn(), error: vi.fn() };

describe('createContentClient against a Content Delivery API', () => {
  it('reads a published story with the public token', async () => {
    const client = createContentClient({ accessToken: publicToken, baseUrl, logger: quiet });
    const home = await client.getStory('home');
    expect(home?.full_slug).toBe('home');
    expect(requests[0]?.pathname).toBe('/content/v2/cdn/stories/home');
    expect(requests[0]?.searchParams.get('token')).toBe(publicToken);
    expect(requests[0]?.searchParams.get('version')).toBe('published');
  });

  it('given preview, reads the draft with the preview token', async () => {
    const client = createContentClient({
      accessToken: publicToken,
      previewToken,
      baseUrl,
      logger: quiet,
    });
    const home = await client.getStory('/home/', { preview: true, releaseId: 7 });
    expect(home).toMatchObject({ version: 'draft' });
    expect(requests[0]?.searchParams.get('token')).toBe(previewToken);
    expect(requests[0]?.searchParams.get('from_release')).toBe('7');
  });

  it('given a missing story, it gives null', async () => {
    const client = createContentClient({ accessToken: publicToken, baseUrl, logger: quiet });
    expect(await client.getStory('no/such/page')).toBeNull();
  });

  it('given a refused token, it throws a ContentRequestError with the status', async () => {
    const client = createContentClient({ accessToken: 'wrong', baseUrl, logger: quiet });
    await expect(client.getStory('home')).rejects.toMatchObject({
      name: 'ContentRequestError',
      status: 401,
    });
  });

  it('given HTTP 429 a few times, it retries after 300 ms and succeeds', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    tooManyRequests = 3;
    const client = createContentClient({ accessToken: publicToken, baseUrl, logger: quiet });
    const started = Date.now();
    const home = await client.getStory('home');
    expect(home?.full_slug).toBe('home');
    expect(requests).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * contentClientLimits.retryDelayMs - 20);
  });

  it('pages through every story 25 at a time', async () => {
    const client = createContentClient({ accessToken: publicToken, baseUrl, logger: quiet });
    const stories = await client.getAllStories({ startsWith: 'guides' });
    expect(stories).toHaveLength(60);
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(new Set(requests.map((url) => url.searchParams.get('per_page')))).toEqual(
      new Set(['25']),
    );
    expect(requests[0]?.searchParams.get('starts_with')).toBe('guides');
  });

  it('lists in the order asked for', async () => {
    const client = createContentClient({ accessToken: publicToken, baseUrl, logger: quiet });
    await client.getStories({ sortBy: 'first_published_at:desc', byUuids: ['uuid-home'] });
    expect(requests[0]?.searchParams.get('sort_by')).toBe('first_published_at:desc');
    expect(requests[0]?.searchParams.get('by_uuids')).toBe('uuid-home');
  });

  it('given sendCacheVersion false, never pins a read to the last content version', async () => {
    const client = createContentClient({
      accessToken: publicToken,
      baseUrl,
      logger: quiet,
      sendCacheVersion: false,
    });
    await client.getStory('home');
    await client.getStory('home');
    expect(requests).toHaveLength(2);
    expect(requests.map((url) => url.searchParams.has('cv'))).toEqual([false, false]);
  });

  it('reads one page with its total', async () => {
    const client = createContentClient({ accessToken: publicToken, baseUrl, logger: quiet });
    const page = await client.getStories({ page: 3 });
    expect(page).toMatchObject({ total: 60, perPage: 25 });
    expect(page.stories).toHaveLength(10);
  });
});

describe('createContentClient limits', () => {
  const fakeBase = 'https://content.example/v2';
  function countingFetch(status = 200) {
    const calls: number[] = [];
    const fetch = vi.fn(async () => {
      calls.push(Date.now());
      const body = status === 200 ? { story: story('home') } : { error: 'Too many requests' };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    });
    return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
  }

  it('sends at most 5 requests a second', async () => {
    vi.useFakeTimers();
    const { calls, fetch } = countingFetch();
    const client = createContentClient({
      accessToken: publicToken,
      baseUrl: fakeBase,
      fetch,
      logger: quiet,
    });
    const all = Promise.all(Array.from({ length: 12 }, () => client.getStory('home')));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(12);
    await all;
  });

  it('with an OAuth token, sends at most 3 requests a second', async () => {
    vi.useFakeTimers();
    const { calls, fetch } = countingFetch();
    const client = createContentClient({
      accessToken: publicToken,
      baseUrl: fakeBase,
      oauthToken: 'oauth',
      fetch,
      logger: quiet,
    });
    const all = Promise.all(Array.from({ length: 7 }, () => client.getStory('home')));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(7);
    await all;
  });

  it('given requestsPerSecond, throttles to that instead', async () => {
    vi.useFakeTimers();
    const { calls, fetch } = countingFetch();
    const client = createContentClient({
      accessToken: publicToken,
      baseUrl: fakeBase,
      fetch,
      logger: quiet,
      requestsPerSecond: 20,
    });
    const all = Promise.all(Array.from({ length: 25 }, () => client.getStory('home')));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(25);
    await all;
  });

  it('given HTTP 429 every time, it gives up after 10 retries', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { calls, fetch } = countingFetch(429);
    const client = createContentClient({
      accessToken: publicToken,
      baseUrl: fakeBase,
      fetch,
      logger: quiet,
    });
    const result = client.getStory('home').catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await result;
    expect(error).toBeInstanceOf(ContentRequestError);
    expect((error as ContentRequestError).status).toBe(429);
    expect(calls).toHaveLength(1 + contentClientLimits.maxRetries);
    expect((calls.at(-1) ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(
      10 * contentClientLimits.retryDelayMs,
    );
  });

  it('given no baseUrl, it refuses with a message naming the option', () => {
    expect(() =>
      createContentClient({ accessToken: publicToken } as Parameters<
        typeof createContentClient
      >[0]),
    ).toThrow(/needs a baseUrl/);
  });

  it('given no token, it logs that every request will be refused', () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    createContentClient({ baseUrl: fakeBase, logger });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('no access token'));
  });

  it('given preview without a preview token, it warns and reads published content', async () => {
    const { fetch } = countingFetch();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const client = createContentClient({
      accessToken: publicToken,
      baseUrl: fakeBase,
      fetch,
      logger,
    });
    await client.getStory('home', { preview: true });
    expect(logger.warn).toHaveBeenCalled();
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('version=published');
  });
});
