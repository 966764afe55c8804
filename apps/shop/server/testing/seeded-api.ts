import { type Api, createApi } from '@cairn/api';
import { loadConfig } from '@cairn/server-kit';

/**
 * The API on an embedded database seeded with the demo shop (no product images drawn), for
 * tests of the shop server over it. With `settled`, its catalogue is warm and the purge the
 * seed's import sends a moment later has been heard (waited for at most 30 s), so it cannot
 * empty a page cache in the middle of a test.
 */
export async function seededApi({ settled = false }: { settled?: boolean } = {}): Promise<Api> {
  const api = await createApi({ config: loadConfig({}), database: { memory: true } });
  const seedHeard = new Promise<void>((resolve) => {
    api.purges.subscribe((tags) => {
      if (tags.includes('catalogue')) resolve();
    });
  });
  const { seedDemoData } = await import('@cairn/api/seed');
  await seedDemoData(api.database.db, { productImages: false });
  if (settled) {
    await api.catalogue.warm();
    await Promise.race([seedHeard, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  }
  return api;
}
