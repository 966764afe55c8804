import { fileURLToPath } from 'node:url';
import type { Api } from '@cairn/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../src/entry-server.tsx';
import { createShopServer } from './shop-server.ts';
import { seededApi } from './testing/seeded-api.ts';

// Opening and seeding the embedded database takes a while on a busy machine.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });

describe('the page of a product the shop no longer sells', () => {
  let api: Api;
  let app: ReturnType<typeof createShopServer>;
  let retired: { slug: string; name: string; brand: string; category: string };

  const rows = async <T>(query: string) =>
    ((await api.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    api = await seededApi();
    app = createShopServer({
      config: { PUBLIC_URL: 'https://www.cairn.example' },
      api,
      render,
      manifest: { routes: {} },
      clientDir: fileURLToPath(new URL('../public', import.meta.url)),
    });
    const [row] = await rows<{ slug: string; name: string; brand: string; category: string }>(`
      update products p set retired_at = now()
      from brands b, product_categories pc
      where p.id = 7 and b.slug = p.brand_slug and pc.product_id = p.id and pc.position = 0
      returning p.slug, p.name, b.slug as brand, pc.category_uri as category`);
    if (!row) throw new Error('No product 7 in the demo catalogue');
    retired = row;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 410 saying so by name, kept out of search engines, with where to look next', async () => {
    const response = await app.request(`http://shop.test/${retired.slug}`);
    expect(response.status).toBe(410);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`${retired.name} is no longer sold`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`href="${retired.category}"`);
    expect(html).toContain(`href="/brands/${retired.brand}"`);
    expect(html).toMatch(/href="\/search\?q=[^"]+"/);
    // No way to buy it on the page.
    expect(html).not.toMatch(/add to bag/i);
  });

  it('is left out of the sitemap', async () => {
    const xml = await (await app.request('http://shop.test/sitemaps/products-1.xml')).text();
    expect(xml).toContain('<urlset');
    expect(xml).not.toContain(`/${retired.slug}<`);
  });
});
