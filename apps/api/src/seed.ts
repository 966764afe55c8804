import { generateDemoCatalogue, generateImageSources, generateStores } from '@cairn/demo-data';
import { cacheTag } from '@cairn/server-kit';
import type { Api } from './app.ts';
import type { ImportSummary } from './catalogue-import/import-catalogue.ts';
import { seedVouchers } from './commerce/vouchers/vouchers.ts';
import { readStoryFiles } from './content/story-files.ts';
import { seedStories } from './content/story-store.ts';
import type { Database } from './db/database.ts';
import { seedCatalogue } from './seed/catalogue.ts';
import { seedImageSources } from './seed/images.ts';
import { seedStores } from './seed/stores.ts';
import { seedCountries } from './setup/countries.ts';

/**
 * The seed step: fills a migrated database with the demo shop (shipping countries, the stories
 * shipped in `content/`, the generated catalogue, stores, image drawings and demo vouchers).
 * Each part writes only what changed since the last seed, so a restart is quick and orders,
 * bookings and edited vouchers are kept. Run at start in demo mode (`DEMO=1`, which `pnpm demo`
 * sets) and by the tests; the runtime itself only ever reads the database.
 * @example await seedDemoData(api.database.db)
 */
export type SeedOptions = {
  /**
   * Store the product images' drawings (3,759 SVGs, ~11 MB, a second or more to draw); off,
   * product images are 404. Default on; API tests that request no product image turn it off.
   */
  productImages?: boolean;
  /**
   * Seed the embedded commerce backend's own data (the demo vouchers). Default on; off when
   * COMMERCE_API_URL points at a Centra checkout API, whose vouchers are Centra's.
   */
  embeddedCommerce?: boolean;
};

export type SeedResult = {
  /** Stories written because they were new or changed on disk since the last seed. */
  storiesChanged: number;
  /** The catalogue's import, when the generated catalogue changed since the last seed. */
  catalogueImport: ImportSummary | undefined;
};

export async function seedDemoData(
  db: Database,
  { productImages = true, embeddedCommerce = true }: SeedOptions = {},
): Promise<SeedResult> {
  await seedCountries(db);
  const storiesChanged = await seedStories(db, readStoryFiles());
  // Generated once: the catalogue's rows and its product images' drawings.
  const catalogue = generateDemoCatalogue();
  const catalogueImport = await seedCatalogue(db, catalogue);
  await seedStores(db, generateStores());
  await seedImageSources(db, generateImageSources(productImages ? catalogue : { products: [] }));
  if (embeddedCommerce) await seedVouchers(db);
  return { storiesChanged, catalogueImport };
}

/**
 * The demo start: seeds the API's database while holding its lock (replicas starting together on
 * one database take turns), then purges content a shared cache still holds if stories changed on
 * disk since the last start.
 * @example if (config.DEMO) await seedDemoShop(api)
 */
export async function seedDemoShop(
  api: Pick<Api, 'database' | 'redis' | 'purge' | 'purgeCatalogueImport'>,
  options: Pick<SeedOptions, 'embeddedCommerce'> = {},
): Promise<void> {
  const { storiesChanged, catalogueImport } = await api.database.exclusively(() =>
    seedDemoData(api.database.db, options),
  );
  if (storiesChanged > 0 && api.redis) await api.purge([cacheTag.content]);
  // The catalogue's purge goes out on every start that changed it: the in-process search index
  // and every replica's caches reload from it.
  if (catalogueImport) await api.purgeCatalogueImport(catalogueImport);
}
