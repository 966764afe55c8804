import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Api, createApi } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { DatabaseOptions } from '../db/database.ts';

export type TestDatabase = {
  name: string;
  options: () => DatabaseOptions;
  drop?: () => Promise<void>;
};

/**
 * The databases the API tests run against: embedded PGlite always, and the PostgreSQL server
 * at DATABASE_URL when it is set (CI sets it), each test file in a schema of its own.
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: 'pglite', options: () => ({ memory: true }) }];
  const url = process.env.DATABASE_URL;
  if (url) {
    const schemaName = `test_${randomBytes(6).toString('hex')}`;
    databases.push({
      name: 'postgres',
      options: () => ({ url, schemaName }),
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists "${schemaName}" cascade`);
        await client.end();
      },
    });
  } else {
    console.info('DATABASE_URL is not set: API tests run on PGlite only.');
  }
  return databases;
}

export async function createTestApi(database: TestDatabase): Promise<Api> {
  return createApi({ config: loadConfig({}), database: database.options() });
}

/** A response body for assertions: the tests check its shape, so it is deliberately untyped. */
// biome-ignore lint/suspicious/noExplicitAny: assertions are the type check here
export async function readJson(response: Response): Promise<any> {
  return response.json();
}
