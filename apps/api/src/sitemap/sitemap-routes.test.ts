import { describe, expect, it } from 'vitest';
import { readJson, testDatabases, useTestApi } from '../testing/test-api.ts';

describe.each(testDatabases())('GET /api/sitemap on $name', (database) => {
  const api = useTestApi(database);

  it('lists home, content pages, categories and products, and no internal stories', async () => {
    const { entries } = await readJson(await api.app.request('/api/sitemap'));
    const paths = entries.map((entry: { path: string }) => entry.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/information/delivery-returns');
    expect(paths).toContain('/all/clothing/jackets');
    expect(paths.filter((path: string) => /-\d{6}-\d{3}$/.test(path)).length).toBeGreaterThan(800);
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(settings|general-pages|categories)\//);
      expect(path).not.toBe('/home');
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});
