import { describe, expect, it } from 'vitest';
import { ApiError, requestJson } from '../http/request.ts';
import { samplePageMeta, sampleSetup, sampleStory } from '../testing/sample-answers.ts';
import { createOwnServerClient } from './own-server-client.ts';

/** A fake server that records requests and answers from a table of paths. */
function fakeServer(routes: Record<string, { status?: number; body: unknown }>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    const url = new URL(request.url);
    const route = routes[url.pathname];
    if (!route)
      return Response.json({ error: `No API endpoint at GET ${url.pathname}` }, { status: 404 });
    return Response.json(route.body, { status: route.status ?? 200 });
  };
  return { fetch, requests };
}

describe('createOwnServerClient', () => {
  it('reads the countries from /api/setup', async () => {
    const setup = sampleSetup({ countries: [{ code: 'GB', name: 'United Kingdom' }] });
    const server = fakeServer({ '/api/setup': { body: setup } });
    const client = createOwnServerClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    expect(await client.getSetup()).toEqual(setup);
    expect(server.requests[0]?.headers.get('accept')).toBe('application/json');
  });

  it('resolves a page, keeping the 404 page as data rather than an error', async () => {
    const errorPage = {
      type: 'error',
      story: sampleStory({ full_slug: 'general-pages/404-page' }),
      meta: samplePageMeta(),
    };
    const server = fakeServer({
      '/api/resolver/no/such': { status: 404, body: { data: errorPage } },
    });
    const client = createOwnServerClient({ baseUrl: 'http://shop.test/', fetch: server.fetch });
    expect(await client.resolvePage('/no/such')).toEqual(errorPage);
  });

  it('passes preview and release to the resolver', async () => {
    const page = { type: 'story', story: sampleStory(), meta: samplePageMeta() };
    const server = fakeServer({ '/api/resolver/': { body: { data: page } } });
    const client = createOwnServerClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await client.resolvePage('/', { preview: true, release: '42' });
    expect(new URL(server.requests[0]?.url ?? '').search).toBe('?preview=true&release=42');
  });

  it("throws an ApiError with the server's message for other failures", async () => {
    const server = fakeServer({ '/api/story/x': { status: 400, body: { error: 'Invalid slug' } } });
    const client = createOwnServerClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    const error = await client.getStory('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid slug' });
  });

  it('encodes each path segment so a slug cannot change the endpoint', async () => {
    const server = fakeServer({});
    const client = createOwnServerClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await client.getStory('a b/c?d').catch(() => undefined);
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/api/story/a%20b/c%3Fd');
  });

  it('refuses dot segments as a 400 before sending anything (they would leave the endpoint)', async () => {
    const server = fakeServer({});
    const client = createOwnServerClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await expect(client.resolvePage('/../etc/passwd')).rejects.toMatchObject({ status: 400 });
    await expect(client.getStory('a/./b')).rejects.toMatchObject({ status: 400 });
    expect(server.requests).toHaveLength(0);
  });

  it('throws an ApiError for a 404 that carries no page', async () => {
    const server = fakeServer({});
    const client = createOwnServerClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    const error = await client.resolvePage('/anything').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });

  it('refuses a request URL that starts with two slashes before sending anything', async () => {
    const server = fakeServer({});
    await expect(
      requestJson('http://shop.test', server.fetch, '//evil.example/x', 'unread'),
    ).rejects.toThrow('Refusing a request URL that starts with two slashes');
    expect(server.requests).toHaveLength(0);
  });

  it('keeps a page address with leading slashes on the shop host', async () => {
    const server = fakeServer({});
    const client = createOwnServerClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await client.resolvePage('//evil.example/x').catch(() => undefined);
    expect(new URL(server.requests[0]?.url ?? '').host).toBe('shop.test');
  });

  it('stops when the signal aborts', async () => {
    const client = createOwnServerClient({
      baseUrl: 'http://shop.test',
      fetch: (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });
    const controller = new AbortController();
    const pending = client.getSetup({ signal: controller.signal });
    controller.abort(new Error('navigated away'));
    await expect(pending).rejects.toThrow('navigated away');
  });

  it('asks for content entries of a folder with Storyblok field names', async () => {
    const requests: unknown[] = [];
    const client = createOwnServerClient({
      baseUrl: 'http://shop.test',
      fetch: async (request) => {
        requests.push(await request.json());
        return Response.json({ stories: [] });
      },
    });
    expect(await client.getContentEntries({ startsWith: 'articles/', perPage: 3 })).toEqual([]);
    expect(requests[0]).toEqual({ starts_with: 'articles/', per_page: 3, preview: false });
  });
});
