import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readAnswer, readJson, testDatabases, useTestApi } from '../testing/test-api.ts';

/**
 * Every destination the legacy redirect table sends shoppers to (requirements R-REDIRECT-21: brands,
 * listings, guides, articles, information, stores, appointments, products), as listed by the
 * table's generator, must resolve to a real page. `/account` is the shop's own route.
 */
const destinations = readFileSync(
  fileURLToPath(new URL('../../../../packages/redirects/data/known-routes.txt', import.meta.url)),
  'utf8',
)
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/') && line !== '/account');

describe.each(testDatabases().slice(0, 1))('every redirect destination on $name', (database) => {
  const api = useTestApi(database);

  it('resolves to a product, bundle, category or story page', async () => {
    expect(destinations.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    const types = new Set<string>();
    for (const path of destinations) {
      const response = await api.app.request(`/api/resolver${path === '/' ? '/' : path}`);
      // Every page the shop links to, parsed against the contract the shop checks it with.
      const body = response.ok
        ? await readAnswer(response, 'resolvedPage')
        : await readJson(response);
      if (response.status !== 200 || !body.data || body.data.type === 'error')
        failures.push(`${path}: ${response.status}`);
      else types.add(body.data.type);
    }
    expect(failures).toEqual([]);
    expect([...types].sort()).toEqual(['bundle', 'category', 'product', 'story']);
  }, 120_000);
});
