import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@cairn/server-kit';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Api, createApi } from '../../src/app.ts';
import { seedDemoData } from '../../src/seed.ts';

export const engines = ['pglite', 'postgres'] as const;
export type Engine = (typeof engines)[number];

export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

export type RunningApi = {
  engine: Engine;
  api: Api;
  /** `http://127.0.0.1:{port}`, the API served over real HTTP. */
  origin: string;
  /** The database server's `version()`, for the report. */
  version: string;
  /** Resolves once no request is being answered, so one run's tail does not slow the next. */
  settled(): Promise<void>;
  /** Closes the server and the database, and removes what the run created. */
  stop(): Promise<void>;
};

/**
 * Starts the API on an engine as production does (migrated by `createApi`, seeded by the seed step), served by
 * `@hono/node-server` on a free port: PGlite in a temporary data folder, PostgreSQL in a fresh
 * database on the server at `databaseUrl`. Whatever was created is removed by `stop()`, or
 * straight away when starting fails.
 */
export async function startApi(engine: Engine, databaseUrl: string): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cairn-bench-'));
  const cleanups: (() => Promise<unknown>)[] = [
    () => rm(dataDir, { recursive: true, force: true }),
  ];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  const inFlight = { count: 0 };
  try {
    let api: Api;
    if (engine === 'postgres') {
      const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
      const name = `cairn_bench_${randomBytes(6).toString('hex')}`;
      await admin(databaseUrl, `create database "${name}"`);
      cleanups.push(() => admin(databaseUrl, `drop database if exists "${name}" with (force)`));
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      api = await createApi({ config, database: { url: url.href } });
      await seedDemoData(api.database.db);
    } else {
      api = await createApi({ config: loadConfig({ DATA_DIR: dataDir }) });
      await seedDemoData(api.database.db);
    }
    cleanups.push(() => api.close());

    const server = await listen(api, inFlight);
    cleanups.push(async () => {
      await drained(inFlight);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    });
    const { port } = server.address() as AddressInfo;
    const [row] = await rows<{ version: string }>(api, 'select version() as version');
    return {
      engine,
      api,
      origin: `http://127.0.0.1:${port}`,
      version: row?.version.split(' on ')[0] ?? 'unknown',
      settled: () => drained(inFlight),
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

function listen(api: Api, inFlight: { count: number }): Promise<ReturnType<typeof serve>> {
  // Counted so that stopping waits for the last answers before the database closes.
  const fetch: typeof api.app.fetch = async (...args) => {
    inFlight.count++;
    try {
      return await api.app.fetch(...args);
    } finally {
      inFlight.count--;
    }
  };
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
    server.once('error', reject);
  });
}

async function drained(inFlight: { count: number }, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (inFlight.count > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Rows of a raw query, whichever driver answers it. */
export async function rows<T>(api: Api, query: string): Promise<T[]> {
  const result = (await api.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs one statement on the server at `databaseUrl` (create or drop a bench database). */
export async function admin(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
