import { loadConfig } from '@cairn/server-kit';
import { describe, expect, it } from 'vitest';
import { inMemoryDatabase, useTestApi } from '../testing/test-api.ts';

const app = 'https://app.example.com';
const stranger = 'https://evil.example';
const search = (origin?: string) =>
  new Request('http://localhost/api/catalog/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ q: 'jacket' }),
  });
const preflight = (path: string, origin: string, method: string, headers: string) =>
  new Request(`http://localhost${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': headers,
    },
  });

describe('CORS_ORIGINS: browser apps on the origins it names', () => {
  const api = useTestApi(inMemoryDatabase, {
    env: { CORS_ORIGINS: `${app}, http://localhost:5173` },
  });

  it('lets a named origin read the catalogue, and says the answer varies by origin', async () => {
    const response = await api.app.request(search(app));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(app);
    expect(response.headers.get('vary')).toMatch(/origin/i);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives any other origin no CORS header, even for an answer the data cache kept for a named one', async () => {
    await api.app.request(search(app));
    const response = await api.app.request(search(stranger));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-data-cache')).toMatch(/hit|stale/);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("answers the commerce API's preflight with its token header, both ways, and no credentials", async () => {
    const response = await api.app.request(
      preflight('/commerce/items/1', app, 'POST', 'content-type, api-token'),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(app);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/API-Token/i);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const selection = await api.app.request('/commerce/selection', {
      headers: { origin: app, 'api-token': 'none' },
    });
    expect(selection.headers.get('access-control-allow-origin')).toBe(app);
    expect(selection.headers.get('access-control-expose-headers')).toMatch(/API-Token/i);
  });

  it('keeps webhooks, previews and imports same-origin', async () => {
    for (const path of ['/api/webhooks/storyblok', '/api/preview', '/api/catalogue/deltas']) {
      const response = await api.app.request(preflight(path, app, 'POST', 'content-type'));
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });
});

describe('without CORS_ORIGINS', () => {
  const api = useTestApi(inMemoryDatabase);

  it('answers no origin but its own, as before', async () => {
    const response = await api.app.request(search(app));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS_ORIGINS, read at start', () => {
  it('takes origins, comma-separated', () => {
    expect(
      loadConfig({ CORS_ORIGINS: ' https://a.example ,http://localhost:5173' }).CORS_ORIGINS,
    ).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
  });

  it.each(['https://a.example/', 'https://a.example/shop', '*', 'ftp://a.example', 'a.example'])(
    'refuses %s, naming the setting',
    (value) => {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS.*origins such as/);
    },
  );
});
