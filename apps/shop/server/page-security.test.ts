import { createHash } from 'node:crypto';
import type { Api } from '@cairn/api';
import { sampleSetup } from '@cairn/commerce-client/testing';
import { createLogger, createPurgeBus } from '@cairn/server-kit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RenderOptions } from '../src/entry-server.tsx';
import { isPersonalPath } from './page-security.ts';
import { createShopServer } from './shop-server.ts';

const manifest = { routes: {} };
const previewToken = 'cairn-preview-demo-token';

/** An API that answers who it thinks the client is, and whether it saw the preview cookie. */
function fakeApi(): Api {
  const app = new Hono();
  app.get('/api/whoami', (c) => {
    let address = 'no socket';
    try {
      address = getConnInfo(c).remote.address ?? 'none';
    } catch {}
    return c.json({ address, cookie: c.req.header('cookie') ?? null });
  });
  // Stands in for any API call a page makes: it echoes the cookie the call carried.
  app.get('/api/setup', (c) =>
    c.json({ ...sampleSetup(), cookie: c.req.header('cookie') ?? null }),
  );
  app.get('/api/sitemap', (c) => c.json({ files: [{ name: 'pages', lastModified: null }] }));
  app.get('/api/sitemap/pages', (c) =>
    c.json({ entries: [{ path: '/about-us', lastModified: null }] }),
  );
  app.get('/commerce/selection', (c) => c.json({ token: 'none' }));
  const purges = createPurgeBus();
  return {
    app,
    database: {} as Api['database'],
    // The shop server never reads the catalogue index itself (main.ts only warms it).
    catalogue: {} as Api['catalogue'],
    redis: undefined,
    logger: createLogger({ level: 'silent' }),
    ready: async () => ({ status: 'ready', details: { database: true } }),
    purges,
    purge: async (tags) => {
      await purges.publish(tags);
    },
    missingContents: async () => [],
    purgeCatalogueImport: async ({ purgedTags }) => {
      await purges.publish(purgedTags);
    },
    close: async () => {},
  };
}

/** A render that records its options; `cacheable` pages say `public`, as a content page does. */
function recordingRender(cacheable = false) {
  const calls: RenderOptions[] = [];
  const render = async (options: RenderOptions) => {
    calls.push(options);
    return new Response(`<html><script nonce="${options.nonce}"></script></html>`, {
      headers: {
        'content-type': 'text/html',
        'cache-control': cacheable ? 'public' : 'private, no-store',
      },
    });
  };
  return { calls, render };
}

const socket = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } },
});

function shop(config: Record<string, unknown> = {}, { cacheable = false } = {}) {
  const { render, calls } = recordingRender(cacheable);
  const app = createShopServer({
    config: { PUBLIC_URL: 'https://www.cairn.example', NODE_ENV: 'production', ...config },
    api: fakeApi(),
    render,
    manifest,
  });
  return { app, calls };
}

describe('links and the Host header', () => {
  it('never puts a forged Host into canonical origins, the sitemap or robots.txt', async () => {
    const { app, calls } = shop();
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    await app.request('http://evil.example/about-us', { headers });
    expect(calls[0]?.origin).toBe('https://www.cairn.example');
    const robots = await (await app.request('http://evil.example/robots.txt', { headers })).text();
    expect(robots).toContain('Sitemap: https://www.cairn.example/sitemap.xml');
    expect(robots).not.toContain('evil');
    const index = await (await app.request('http://evil.example/sitemap.xml', { headers })).text();
    expect(index).toContain('<loc>https://www.cairn.example/sitemaps/pages.xml</loc>');
    expect(index).not.toContain('evil');
    const sitemap = await (
      await app.request('http://evil.example/sitemaps/pages.xml', { headers })
    ).text();
    expect(sitemap).toContain('<loc>https://www.cairn.example/about-us</loc>');
    expect(sitemap).not.toContain('evil');
  });

  it('uses http://localhost:PORT without PUBLIC_URL (a demo or developer machine)', async () => {
    const { app, calls } = shop({ PUBLIC_URL: undefined, PORT: 4100 });
    await app.request('http://evil.example/', { headers: { host: 'evil.example' } });
    expect(calls[0]?.origin).toBe('http://localhost:4100');
  });
});

describe('the client address reaches the in-process API', () => {
  it("passes the socket's connection info along, so the API's limits key on the real client", async () => {
    const { app } = shop();
    const answer = await app.request('/api/whoami', {}, socket('203.0.113.50'));
    expect((await answer.json()).address).toBe('203.0.113.50');
  });
});

describe('browser protections', () => {
  it('sends a nonce-based CSP whose nonce the SSR scripts carry, and the other headers', async () => {
    const { app, calls } = shop();
    const page = await app.request('/about-us');
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = calls[0]?.nonce;
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('storyblok');
    expect(csp).not.toContain('klarna');
    expect(csp).toContain("object-src 'none'");
    expect(await page.text()).toContain(`nonce="${nonce}"`);
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    // A fresh nonce per answer.
    await app.request('/about-us');
    expect(calls[1]?.nonce).not.toBe(nonce);
  });

  it('puts nosniff on API answers too, and HSTS only in production', async () => {
    const { app } = shop({ NODE_ENV: 'development' });
    const api = await app.request('/api/whoami');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('strict-transport-security')).toBeNull();
  });

  it("allows Klarna's SDK on /klarna only, and the student-discount provider on its page only", async () => {
    const { app } = shop({
      KLARNA_CLIENT_ID: 'klarna-test-client-id',
      STUDENT_DISCOUNT_SCRIPT_URL: 'https://students.example/loader.js',
      STUDENT_DISCOUNT_IFRAME_URL: 'https://offers.students.example/uk',
    });
    const csp = async (path: string) =>
      (await app.request(path)).headers.get('content-security-policy') ?? '';
    expect(await csp('/klarna')).toContain('https://js.klarna.com');
    expect(await csp('/')).not.toContain('klarna');
    const student = await csp('/student-discount');
    expect(student).toContain('https://students.example');
    expect(student).toMatch(/frame-src 'self' https:\/\/offers\.students\.example/);
    expect(await csp('/klarna')).not.toContain('students.example');
  });

  it("allows the address lookup's script, stylesheet and lookups on /checkout only, once a key is set", async () => {
    const lookup = {
      LOQATE_SCRIPT_URL: 'https://lookup.example/js/address.js',
      LOQATE_STYLE_URL: 'https://styles.lookup.example/css/address.css',
    };
    const csp = async (app: ReturnType<typeof shop>['app'], path: string) =>
      (await app.request(path)).headers.get('content-security-policy') ?? '';
    const withKey = shop({ LOQATE_KEY: 'AB12-CD34-EF56-GH78', ...lookup }).app;
    const checkout = await csp(withKey, '/checkout');
    expect(checkout).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/lookup\.example;/);
    expect(checkout).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/styles\.lookup\.example;/);
    expect(checkout).toMatch(/connect-src 'self' https:\/\/lookup\.example;/);
    expect(await csp(withKey, '/')).not.toContain('lookup.example');
    // Without a key nothing of the provider's may load, even on the checkout.
    expect(await csp(shop(lookup).app, '/checkout')).not.toContain('lookup.example');
  });

  it("admits exactly the Centra checkout API's origin to connect-src and form-action, and hands pages its address only", async () => {
    const csp = async (app: ReturnType<typeof shop>['app'], path: string) =>
      (await app.request(path)).headers.get('content-security-policy') ?? '';
    const embedded = shop();
    expect(await csp(embedded.app, '/')).toMatch(/connect-src 'self' ?;/);
    expect(await csp(embedded.app, '/')).toMatch(/form-action 'self';/);
    await embedded.app.request('/');
    expect(embedded.calls[0]?.commerceUrl).toBeUndefined();

    const centra = shop({
      COMMERCE_API_URL: 'https://cairn.centra.com/api/checkout',
      COMMERCE_SHARED_SECRET: 'plugin-shared-secret-1234',
    });
    for (const path of ['/', '/checkout', '/account']) {
      const policy = await csp(centra.app, path);
      expect(policy).toMatch(/connect-src 'self' https:\/\/cairn\.centra\.com ?;/);
      expect(policy).toMatch(/form-action 'self' https:\/\/cairn\.centra\.com;/);
    }
    await centra.app.request('/');
    expect(centra.calls[0]?.commerceUrl).toBe('https://cairn.centra.com/api/checkout');
    // Nothing the page renders from is given the secret.
    expect(JSON.stringify(centra.calls[0])).not.toContain('plugin-shared-secret');
  });

  it('lets Storyblok frame the page and load its bridge only in verified preview', async () => {
    const { app, calls } = shop();
    const seconds = Math.floor(Date.now() / 1000);
    const sha = createHash('sha1').update(`1:${previewToken}:${seconds}`).digest('hex');
    const editorLink = `/about-us?_storyblok=1&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=${seconds}&_storyblok_tk[token]=${sha}`;
    const editor = await app.request(editorLink);
    const csp = editor.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://app.storyblok.com");
    expect(csp).toMatch(/script-src [^;]*https:\/\/app\.storyblok\.com/);
    expect(editor.headers.get('set-cookie')).toMatch(/^cairn_preview=.*HttpOnly/);
    expect(calls[0]?.previewVerified).toBe(true);
    // Its API calls carry the cookie just given.
    expect(await calls[0]?.shop.getSetup()).toMatchObject({
      cookie: expect.stringMatching(/^cairn_preview=/),
    });

    const visitor = await app.request('/about-us?_storyblok=1&_storyblok_release=41207');
    expect(visitor.headers.get('content-security-policy')).not.toContain('storyblok');
    expect(visitor.headers.get('set-cookie')).toBeNull();
    expect(calls[1]?.previewVerified).toBe(false);

    const forged = await app.request(
      editorLink.replace(
        sha,
        sha.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      ),
    );
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect(calls[2]?.previewVerified).toBe(false);
  });

  it('marks every personal answer no-store: /commerce, account, checkout, receipt', async () => {
    // Even were a render to call itself public.
    const { app } = shop({}, { cacheable: true });
    for (const path of [
      '/commerce/selection',
      '/account/orders',
      '/checkout',
      '/success',
      '/login',
      '/newsletter/confirm?i=00000000-0000-4000-8000-000000000000&id=secret',
    ]) {
      const answer = await app.request(path);
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect((await app.request('/about-us')).headers.get('cache-control')).not.toBe(
      'private, no-store',
    );
    expect(isPersonalPath('/accounting-guide')).toBe(false);
  });
});

describe('the CSP and the page cache: kept pages signed by hash', () => {
  const policyOf = (answer: Response) => answer.headers.get('content-security-policy') ?? '';
  const scriptSources = (answer: Response) =>
    /script-src ([^;]*)/.exec(policyOf(answer))?.[1]?.split(' ').filter(Boolean) ?? [];
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  /** A public render with an inline script of its own and a module script, as the shop's are. */
  function signedShop(config: Record<string, unknown> = {}) {
    const renders: string[] = [];
    const app = createShopServer({
      config: { PUBLIC_URL: 'https://www.cairn.example', NODE_ENV: 'production', ...config },
      api: fakeApi(),
      render: async ({ nonce }) => {
        renders.push(String(nonce));
        return new Response(
          `<html><head><meta property="csp-nonce" content="${nonce}"/></head><body><p>Snow</p><script nonce="${nonce}">hydrate(${renders.length})</script><script type="module" src="/assets/app.js" nonce="${nonce}"></script></body></html>`,
          { headers: { 'content-type': 'text/html', 'cache-control': 'public' } },
        );
      },
      manifest,
    });
    return { app, renders };
  }

  it('answers every shopper the same bytes, its inline script allowed by hash and no nonce', async () => {
    const { app, renders } = signedShop();
    const answers = [
      await app.request('/about-us'),
      await app.request('/about-us'),
      await app.request('/about-us'),
    ];
    expect(renders).toHaveLength(1);
    expect(answers[1]?.headers.get('cache-status')).toMatch(/\bhit\b/);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toBe(
      '<html><head></head><body><p>Snow</p><script>hydrate(1)</script><script type="module" src="/assets/app.js"></script></body></html>',
    );
    expect(bodies[0]).not.toContain(String(renders[0]));
    for (const answer of answers) {
      expect(scriptSources(answer)).toEqual(["'self'", sha256('hydrate(1)')]);
      expect(policyOf(answer)).not.toContain('nonce-');
    }
  });

  it('answers 304 to a browser that holds the page, under the same policy', async () => {
    const { app } = signedShop();
    const first = await app.request('/about-us');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await app.request('/about-us', { headers: { 'if-none-match': String(etag) } });
    expect(again.status).toBe(304);
    expect(policyOf(again)).toBe(policyOf(first));
  });

  it('sends the page compressed as it was kept', async () => {
    const { app } = signedShop();
    await (await app.request('/about-us')).text();
    const hit = await app.request('/about-us', { headers: { 'accept-encoding': 'br, gzip' } });
    // Its first compressed answer is gzipped (page-cache.ts makes brotli for the hits after).
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(hit.headers.get('content-length')).toBe(String((await hit.arrayBuffer()).byteLength));
  });

  it("with the page cache off, signs each render with its own answer's nonce (nothing is kept)", async () => {
    const { app, renders } = signedShop({ PAGE_CACHE: 'off' });
    const answers = [await app.request('/about-us'), await app.request('/about-us')];
    expect(renders).toHaveLength(2);
    for (const [index, answer] of answers.entries()) {
      expect(scriptSources(answer)).toEqual(["'self'", `'nonce-${renders[index]}'`]);
      expect(await answer.text()).toContain(`<script nonce="${renders[index]}">`);
    }
    expect(renders[0]).not.toBe(renders[1]);
  });

  it('keeps a fresh nonce per answer on pages that are not kept (personal ones)', async () => {
    const { app, calls } = shop();
    const answers = [await app.request('/checkout'), await app.request('/checkout')];
    const nonces = answers.map((answer) => /'nonce-([^']+)'/.exec(policyOf(answer))?.[1]);
    expect(nonces[0]).toBe(calls[0]?.nonce);
    expect(nonces[1]).toBe(calls[1]?.nonce);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(await answers[1]?.text()).toContain(`nonce="${nonces[1]}"`);
  });
});
