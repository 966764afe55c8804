import { describe, expect, it, vi } from 'vitest';
import { inMemoryDatabase, useTestApi } from './testing/test-api.ts';

// Counts the generator's runs, still generating the real catalogue.
const generated = vi.hoisted(() => ({ count: 0 }));
vi.mock('./demo/index.ts', async (importOriginal) => {
  const demo = await importOriginal<typeof import('./demo/index.ts')>();
  return {
    ...demo,
    generateDemoCatalogue: () => {
      generated.count += 1;
      return demo.generateDemoCatalogue();
    },
  };
});

describe('starting the API', () => {
  const api = useTestApi(inMemoryDatabase);

  it('generates the demo catalogue once, for the seed and the product images alike', async () => {
    expect(generated.count).toBe(1);
    // Any product image request builds the images' index of the catalogue.
    const missing = await api.app.request('/images/products/no-such-product-123456-001-01.jpg');
    expect(missing.status).toBe(404);
    expect(generated.count).toBe(1);
  });
});
