import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabasePoolStats } from '@cairn/server-kit';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { holdDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/** The one database type the rest of the code sees, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process starting on the same database runs its own: replicas
   * starting together migrate and seed one after the other (a PostgreSQL advisory lock held
   * on one connection). PGlite belongs to one process, so there it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections now; undefined on PGlite. */
  poolStats(): DatabasePoolStats | undefined;
  close(): Promise<void>;
};

export type DatabaseOptions = { url: string } | { dataDir: string } | { memory: true };

// The migrations sit beside dist/ and src/; from src/db (tests, tsx) they are one level further up.
const migrationsFolder = ['../drizzle', '../../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(join(folder, 'meta', '_journal.json')));

// Any fixed number will do, as long as every Cairn process uses the same one ('cairn' in ASCII).
const startupLockKey = 0x636169726e;

/**
 * Opens the database and applies pending migrations: PostgreSQL when a URL is given, otherwise
 * PGlite persisted in `dataDir` (or in memory). Both run the same SQL migrations and the same
 * drizzle queries; only the driver differs.
 */
export async function openDatabase(
  options: DatabaseOptions,
  log: (message: string) => void = console.warn,
): Promise<DatabaseHandle> {
  if (!migrationsFolder)
    throw new Error('The database migrations folder (apps/api/drizzle) is missing');
  const folder = migrationsFolder;
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // While the server is away (restart, failover) a request waits at most this long for a
      // connection, then fails with a 503 rather than hanging; the pool dials again next time.
      connectionTimeoutMillis: 3000,
      // A statement never holds a request (or its row locks) for ever: the server cancels it,
      // and the client gives up on an answer that never comes (a half-open socket).
      statement_timeout: 15_000,
      query_timeout: 20_000,
      idle_in_transaction_session_timeout: 30_000,
      keepAlive: true,
    });
    // An idle connection the server ends (restart, failover, a dropped test database) must
    // not bring the process down; the pool replaces it on the next query.
    pool.on('error', (error) => log(`PostgreSQL connection lost: ${error.message}`));
    // The same for a connection lost while checked out (between a transaction's statements):
    // without a listener its 'error' event would be thrown, and the request holding it would
    // never settle nor give the connection back. Its next query fails instead (a 503), and the
    // pool drops it on release.
    pool.on('connect', (client) => {
      client.on('error', (error) =>
        log(`PostgreSQL connection lost mid-request: ${error.message}`),
      );
    });
    const db = drizzlePostgres(pool, { schema });
    // drizzle's pooled transaction sends BEGIN before its try/finally: when the connection is
    // lost right after it was handed out (a database restart), the client is never released,
    // and each such loss shrinks the pool for good (and `pool.end()` waits for ever). Here the
    // transaction runs on a client this code checks out and always gives back.
    const transaction = async <T>(
      run: Parameters<typeof db.transaction<T>>[0],
      config?: Parameters<typeof db.transaction<T>>[1],
    ): Promise<T> => {
      const client = await pool.connect();
      try {
        return await drizzlePostgres(client, { schema }).transaction(run, config);
      } finally {
        // A broken client (lost connection) is dropped by the pool, a sound one reused.
        client.release();
      }
    };
    db.transaction = transaction;
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [startupLockKey]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [startupLockKey]);
        }
      } finally {
        client.release();
      }
    };
    await exclusively(() => migratePostgres(db, { migrationsFolder: folder }));
    return {
      db,
      engine: 'postgres',
      exclusively,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  // Loaded only when used: a PostgreSQL process (a replica, a restart) does not pay for WASM.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // PostgreSQL contrib extensions the migrations create; PGlite must load them up front.
  const extensions = { pg_trgm };
  let client: PGlite;
  let release = () => {};
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    // One process at a time: a running shop refuses the catalogue command, and the reverse.
    release = holdDataDir(options.dataDir);
    try {
      client = await PGlite.create({ dataDir: options.dataDir, extensions });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: folder });
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
  return {
    db,
    engine: 'pglite',
    exclusively: (work) => work(),
    poolStats: () => undefined,
    close: async () => {
      await client.close();
      release();
    },
  };
}
