import type { Database } from '../../db/database.ts';
import { type ImportOptions, type ImportOutcome, importCatalogue } from '../import-catalogue.ts';
import {
  type CentraSource,
  fetchCentraBrands,
  fetchCentraCatalogue,
  fetchCentraCategories,
  fetchCentraProducts,
} from './centra-client.ts';
import { readCentraCatalogue } from './centra-import.ts';

export type CentraImportOptions = Omit<ImportOptions, 'source' | 'describe'> & {
  /** Products read so far of how many, while paging. */
  onProducts?: (done: number, total: number) => void;
};

/**
 * A full sync from Centra: every category, brand and product, imported as a `full` feed (one
 * transaction; only what differs is written; products Centra no longer has are retired; the
 * touched cache tags purged). Centra cannot list only what changed since a time, so a
 * scheduled pull is this, and the second of two runs with nothing changed writes nothing.
 */
export async function importFromCentra(
  db: Database,
  source: CentraSource,
  { onProducts, ...options }: CentraImportOptions = {},
): Promise<ImportOutcome> {
  options.onStep?.('reading Centra');
  const catalogue = await fetchCentraCatalogue(source, onProducts);
  const { feed, describe } = await readCentraCatalogue(db, catalogue, {
    mode: 'full',
    source: source.url,
  });
  return importCatalogue(db, feed, { ...options, source: source.url, describe });
}

/** What a webhook asked for: the ids Centra sent, and whether categories or brands changed. */
export type CentraChanges = { products: string[]; categories: boolean; brands: boolean };

export type CentraChangesOutcome = ImportOutcome & {
  /**
   * Product ids Centra did not answer (made inactive, or out of the store's market): the
   * shop's products of these ids are retired (their pages answer 410), the rest ignored.
   */
  unknown: string[];
};

/**
 * Fetches the changed products (`POST /products` with their ids; the categories and brands
 * too when those changed) and imports them as an `upsert`: only rows that differ are written,
 * and only the tags they touch are purged. A product Centra no longer answers is retired.
 */
export async function importCentraChanges(
  db: Database,
  source: CentraSource,
  changes: CentraChanges,
  options: Omit<ImportOptions, 'source' | 'describe'> = {},
): Promise<CentraChangesOutcome> {
  const [products, categories, brands] = await Promise.all([
    fetchCentraProducts(source, changes.products),
    changes.categories ? fetchCentraCategories(source) : [],
    changes.brands ? fetchCentraBrands(source) : [],
  ]);
  const answered = new Set(
    products.flatMap((raw) =>
      typeof raw === 'object' && raw !== null && 'product' in raw ? [String(raw.product)] : [],
    ),
  );
  const unknown = changes.products.filter((id) => !answered.has(id));
  const { feed, describe } = await readCentraCatalogue(
    db,
    { products, categories, brands },
    { mode: 'upsert', source: source.url },
  );
  const outcome = await importCatalogue(db, feed, {
    ...options,
    source: source.url,
    describe,
    retire: unknown.map(Number).filter((id) => Number.isSafeInteger(id)),
  });
  return { ...outcome, unknown };
}
