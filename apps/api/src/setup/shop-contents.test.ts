import { describeMissingShopContents, loadConfig } from '@cairn/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../app.ts';
import { seedDemoData } from '../seed.ts';
import { readJson } from '../testing/test-api.ts';

describe('what a shop on its first start lacks', () => {
  // An empty database, as a retailer's production start finds it before the first import.
  let api: Api;
  beforeAll(async () => {
    api = await createApi({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }),
      database: { memory: true },
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lacks the catalogue and the content on an empty database, and says what fills them', async () => {
    expect(await api.missingContents()).toEqual(['catalogue', 'content']);
    const response = await api.app.request('/api/shop-contents');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(response)).toEqual({ missing: ['catalogue', 'content'] });
    const line = describeMissingShopContents(['catalogue', 'content']);
    expect(line).toContain('every page answers 503');
    expect(line).toContain('`pnpm catalogue import <feed file or URL>`');
    expect(line).toContain('CONTENT_API_URL');
    expect(line).not.toContain('\n');
  });

  it('lacks nothing once products and stories are in', async () => {
    await seedDemoData(api.database.db, { productImages: false });
    await api.purge(['content']);
    expect(await api.missingContents()).toEqual([]);
    // A catalogue whose every product is retired is no catalogue to show.
    await api.database.db.execute('update products set retired_at = now()');
    expect(await api.missingContents()).toEqual(['catalogue']);
    await api.database.db.execute('update products set retired_at = null');
  });
});
