import { notInArray, sql } from 'drizzle-orm';
import { type Store, stores } from '../appointments/schema.ts';
import type { Database } from '../db/database.ts';

/** Brings the stores table to `list` (in its order): new and changed stores, none left over. */
export async function seedStores(db: Database, list: readonly Store[]): Promise<void> {
  if (list.length === 0) return;
  const rows = list.map((store, position) => ({
    ...store,
    services: [...store.services],
    position,
  }));
  await db.transaction(async (tx) => {
    await tx
      .insert(stores)
      .values(rows)
      .onConflictDoUpdate({
        target: stores.slug,
        set: Object.fromEntries(
          [
            'name',
            'city',
            'address',
            'postcode',
            'phone',
            'opening_hours',
            'services',
            'position',
          ].map((column) => [toCamel(column), sql.raw(`excluded.${column}`)]),
        ),
      });
    await tx.delete(stores).where(
      notInArray(
        stores.slug,
        rows.map((row) => row.slug),
      ),
    );
  });
}

function toCamel(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
