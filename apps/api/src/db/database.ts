import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The one database type the rest of the code sees, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type DatabaseOptions = { url: string } | { dataDir: string } | { memory: true };

// The migrations sit beside dist/ and src/; from src/db (tests, tsx) they are one level further up.
const migrationsFolder = ['../drizzle', '../../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(join(folder, 'meta', '_journal.json')));

// PostgreSQL contrib extensions the migrations create; PGlite must load them up front.
const extensions = { pg_trgm };

/**
 * Opens the database and applies pending migrations: PostgreSQL when a URL is given, otherwise
 * PGlite persisted in `dataDir` (or in memory). Both run the same SQL migrations and the same
 * drizzle queries; only the driver differs.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (!migrationsFolder)
    throw new Error('The database migrations folder (apps/api/drizzle) is missing');
  const folder = migrationsFolder;
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) must
    // not bring the process down; the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder: folder });
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: options.dataDir, extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return { db, engine: 'pglite', close: () => client.close() };
}
