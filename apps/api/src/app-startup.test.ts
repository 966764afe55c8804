import { loadConfig } from '@cairn/server-kit';
import { describe, expect, it, vi } from 'vitest';
import { createApi } from './app.ts';
import { inMemoryDatabase, readJson, useTestApi } from './testing/test-api.ts';

// Counts every call into the demo data, still answering with the real thing.
const calls = vi.hoisted(() => ({ count: 0 }));
vi.mock('@cairn/demo-data', async (importOriginal) => {
  const demo = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(demo).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (...args: unknown[]) => {
            calls.count += 1;
            return (value as (...args: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  );
});

describe('starting the API on a database the seed step filled', () => {
  const api = useTestApi(inMemoryDatabase, { seed: { productImages: true } });

  it('answers products, images and stores from the database, never from the generator', async () => {
    const seeded = calls.count;
    expect(seeded).toBeGreaterThan(0);
    const stores = await readJson(await api.app.request('/api/appointments/stores'));
    expect(stores.stores).toHaveLength(16);
    const products = await readJson(
      await api.app.request('/api/catalog/products-by-id', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [1, 2] }),
      }),
    );
    expect(products.products.length).toBeGreaterThan(0);
    const content = await api.app.request('/images/content/snowy-ridge.jpg?w=160&format=jpeg');
    expect(content.status).toBe(200);
    const thumbnail = products.products[0].images[0].filename;
    const product = await api.app.request(`/images/products/${thumbnail}?w=160&format=jpeg`);
    expect(product.status).toBe(200);
    const missing = await api.app.request('/images/products/no-such-product-123456-001-01.jpg');
    expect(missing.status).toBe(404);
    expect(calls.count).toBe(seeded);
  });
});

describe('starting the API without the seed step', () => {
  it('serves an empty shop: no stores, no images, nothing generated', async () => {
    const before = calls.count;
    const api = await createApi({ config: loadConfig({}), database: { memory: true } });
    try {
      const stores = await readJson(await api.app.request('/api/appointments/stores'));
      expect(stores.stores).toEqual([]);
      const content = await api.app.request('/images/content/snowy-ridge.jpg');
      expect(content.status).toBe(404);
      expect(await readJson(content)).toEqual({
        error: "No content image named 'snowy-ridge.jpg'",
      });
      expect(calls.count).toBe(before);
    } finally {
      await api.close();
    }
  });
});
