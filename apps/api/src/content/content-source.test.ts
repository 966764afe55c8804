import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inMemoryDatabase, readJson, useTestApi } from '../testing/test-api.ts';

/**
 * A Content Delivery API in front of the API's own embedded content service that is
 * rate-limited as Storyblok is: it answers 429 to the first `tooManyFor` reads of a path,
 * then forwards to the embedded service. Every read it saw is kept in `seen`.
 */
const seen: string[] = [];
const tooManyFor = new Map<string, number>();
let forward: (path: string) => Promise<Response> = () => {
  throw new Error('The content service is used before the API exists');
};
let server: Server;
let contentUrl = '';

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://content');
    seen.push(url.pathname);
    const refusals = tooManyFor.get(url.pathname) ?? 0;
    if (refusals > 0) {
      tooManyFor.set(url.pathname, refusals - 1);
      response.writeHead(429, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'Too Many Requests' }));
      return;
    }
    const answer = await forward(`/content${url.pathname}${url.search}`);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  contentUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the API reading a rate-limited content service through the content client', () => {
  const api = useTestApi(inMemoryDatabase, () => ({ env: { CONTENT_API_URL: contentUrl } }));
  beforeAll(() => {
    forward = async (path) => api.app.request(path);
    // storyblok-js-client says each retry on the console.
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });

  it('given 429 twice and then the story, gives the page', async () => {
    const path = '/v2/cdn/stories/about-us';
    tooManyFor.set(path, 2);
    const response = await api.app.request('/api/resolver/about-us');
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.data).toMatchObject({ type: 'story', story: { full_slug: 'about-us' } });
    expect(seen.filter((read) => read === path)).toHaveLength(3);
  });

  it('lists stories through the same client, newest first', async () => {
    tooManyFor.set('/v2/cdn/stories', 1);
    const response = await api.app.request('/api/content/get-content-entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ starts_with: 'articles/', per_page: 5 }),
    });
    expect(response.status).toBe(200);
    const { stories } = (await readJson(response)) as { stories: { first_published_at: string }[] };
    expect(stories.length).toBeGreaterThan(1);
    const published = stories.map((story) => story.first_published_at);
    expect(published).toEqual([...published].sort().reverse());
    expect(seen.filter((read) => read === '/v2/cdn/stories')).toHaveLength(2);
  });

  it('given 429 past the client’s 10 retries, answers 503 with Retry-After, not a page error', async () => {
    const path = '/v2/cdn/stories/careers';
    tooManyFor.set(path, 100);
    const response = await api.app.request('/api/resolver/careers');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(seen.filter((read) => read === path)).toHaveLength(11);
  });
});
