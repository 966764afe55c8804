import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createRedirectMatcher } from './match.ts';
import { redirects } from './middleware.ts';

const rules = [
  { from: '/men/jackets', to: '/mens/clothing/jackets' },
  { from: '/mens/clothing/jackets-old', to: '/mens/clothing/jackets' },
  { from: '/shops/tamworth/book-appointment', to: '/appointments/tamworth' },
];

function shop(middleware = redirects({ rules, oldHosts: ['www.cairn-outdoor.co.uk'] })) {
  const app = new Hono();
  app.use(middleware);
  app.get('/mens/clothing/jackets', (c) => c.text('jackets'));
  // A live route on an old path: the redirect is answered before routing reaches it.
  app.get('/men/jackets', (c) => c.text('stale page'));
  app.post('/shops/tamworth/book-appointment', (c) => c.text('posted'));
  return app;
}

describe('redirects() Hono middleware', () => {
  it('answers an old address with a 301 to its target before routing', async () => {
    const res = await shop().request('/Men/Jackets/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/mens/clothing/jackets');
  });

  it("keeps the request's query string", async () => {
    const res = await shop().request('/men/jackets?utm_source=newsletter');
    expect(res.headers.get('location')).toBe('/mens/clothing/jackets?utm_source=newsletter');
  });

  it('calls next() for a request that is not in the table', async () => {
    const res = await shop().request('/mens/clothing/jackets');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('jackets');
  });

  it('lets non-GET requests through untouched', async () => {
    const res = await shop().request('/shops/tamworth/book-appointment', { method: 'POST' });
    expect(await res.text()).toBe('posted');
  });

  it('redirects HEAD requests too', async () => {
    const res = await shop().request('/shops/tamworth/book-appointment', { method: 'HEAD' });
    expect(res.status).toBe(301);
  });

  it('never redirects a request whose path starts with //', async () => {
    const app = shop(redirects({ rules: [{ from: '/evil.example', to: '/' }] }));
    const res = await app.request('http://localhost//evil.example');
    expect(res.status).toBe(404);
  });

  it('accepts a matcher built elsewhere and the configured status', async () => {
    const matcher = createRedirectMatcher(rules, { status: 302 });
    const res = await shop(redirects({ matcher })).request('/men/jackets');
    expect(res.status).toBe(302);
  });

  it('passes everything through when given no rules', async () => {
    const res = await shop(redirects()).request('/men/jackets');
    expect(await res.text()).toBe('stale page');
  });
});

describe('the README example', () => {
  it('redirects an old link from the shipped table, keeping its query', async () => {
    const { shippedOldHosts, shippedRedirectRules } = await import('./table.ts');
    const app = new Hono();
    app.use(redirects({ rules: shippedRedirectRules, oldHosts: shippedOldHosts }));
    app.get('/mens/clothing/jackets', (c) => c.text('Jackets'));

    const res = await app.request('/Men/Clothing/Jackets/?utm_source=mail');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/mens/clothing/jackets?utm_source=mail');
    expect(await (await app.request('/mens/clothing/jackets')).text()).toBe('Jackets');
  });
});
