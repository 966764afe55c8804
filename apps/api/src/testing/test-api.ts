import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Api, createApi } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { DatabaseOptions } from '../db/database.ts';

export type TestDatabase = {
  name: string;
  options: () => DatabaseOptions;
  create?: () => Promise<void>;
  drop?: () => Promise<void>;
};

/**
 * The databases the API tests run against: embedded PGlite always, and the PostgreSQL server
 * at DATABASE_URL when it is set (CI sets it), each test file in a database of its own.
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: 'pglite', options: () => ({ memory: true }) }];
  const url = process.env.DATABASE_URL;
  if (url) {
    // A database per test file keeps parallel files apart on one server.
    const name = `cairn_test_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    databases.push({
      name: 'postgres',
      options: () => {
        const testUrl = new URL(url);
        testUrl.pathname = `/${name}`;
        return { url: testUrl.href };
      },
      create: () => admin(`create database "${name}"`),
      drop: () => admin(`drop database if exists "${name}" with (force)`),
    });
  } else {
    console.info('DATABASE_URL is not set: API tests run on PGlite only.');
  }
  return databases;
}

export async function createTestApi(database: TestDatabase): Promise<Api> {
  await database.create?.();
  return createApi({ config: loadConfig({}), database: database.options() });
}

/** A response body for assertions: the tests check its shape, so it is deliberately untyped. */
// biome-ignore lint/suspicious/noExplicitAny: assertions are the type check here
export async function readJson(response: Response): Promise<any> {
  return response.json();
}
