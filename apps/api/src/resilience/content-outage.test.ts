import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inMemoryDatabase, useTestApi } from '../testing/test-api.ts';
import { dependencyStatuses } from './dependency-guard.ts';

/** A port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let contentUrl = '';
beforeAll(async () => {
  contentUrl = `http://127.0.0.1:${await closedPort()}`;
});

describe('the API with its content service down from the start', () => {
  const api = useTestApi(inMemoryDatabase, () => ({ env: { CONTENT_API_URL: contentUrl } }));
  const first = async (query: ReturnType<typeof sql>) =>
    ((await api.database.db.execute(query)) as unknown as { rows: Record<string, string>[] })
      .rows[0] ?? {};

  it('answers the globals from the snapshot shipped in the build, never cached', async () => {
    const response = await api.app.request('/api/globals');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Fallback')).toBe('bundled');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { globals } = (await response.json()) as { globals: { navigation: unknown[] } };
    expect(globals.navigation.length).toBeGreaterThan(0);
  });

  it('resolves products and categories from the database, a category without its story', async () => {
    const { slug } = await first(sql`select slug from products where bundle_info is null limit 1`);
    const product = await api.app.request(`/api/resolver/${slug}`);
    expect(product.status).toBe(200);
    const { uri } = await first(sql`select uri from categories limit 1 offset 3`);
    const category = await api.app.request(`/api/resolver${uri}`);
    expect(category.status).toBe(200);
    const body = (await category.json()) as { data: { type: string; story: unknown } };
    expect(body.data).toMatchObject({ type: 'category', story: null });
  });

  it('answers a story 503 with Retry-After, and refuses at once once the circuit is open', async () => {
    for (let n = 0; n < 5; n += 1) {
      const story = await api.app.request('/api/resolver/about-us');
      expect(story.status).toBe(503);
      expect(story.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(((await story.json()) as { dependency: string }).dependency).toBe('content');
    }
    // The operators' view (`/readyz` behind the metrics credential or port).
    const content = dependencyStatuses().find((dependency) => dependency.name === 'content');
    expect(content?.state).toBe('open');
    expect(content?.rejected).toBeGreaterThan(0);
  });
});
