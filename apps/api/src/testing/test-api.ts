import { randomBytes } from 'node:crypto';
import { type Answer, type AnswerName, parseAnswer } from '@cairn/commerce-client/contract';
import { loadConfig } from '@cairn/server-kit';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type Api, type CreateApiOptions, createApi } from '../app.ts';
import type { PasswordHasherOptions } from '../commerce/customers/passwords.ts';
import { type Database, type DatabaseOptions, openDatabase } from '../db/database.ts';
import type { RateLimitRules } from '../http/rate-limits.ts';
import { type SeedOptions, seedDemoData } from '../seed.ts';

export type TestDatabase = {
  name: string;
  options: () => DatabaseOptions;
  create?: () => Promise<void>;
  drop?: () => Promise<void>;
};

/** Embedded PGlite in memory: nothing to create or drop. */
export const inMemoryDatabase: TestDatabase = { name: 'pglite', options: () => ({ memory: true }) };

/**
 * The databases the API tests run against: embedded PGlite always, and the PostgreSQL server
 * at DATABASE_URL when it is set (CI sets it), each test file in a database of its own.
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [inMemoryDatabase];
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

export type TestApiOptions = {
  /** Settings as environment variables, read by `loadConfig` (defaults for the rest). */
  env?: Record<string, string>;
  /** Rate limits other than the defaults (tests of a limit lower it, floods raise it). */
  rateLimits?: Partial<RateLimitRules>;
  /** What the seed step stores; product image drawings only when a test asks for them. */
  seed?: SeedOptions;
  /** Password hashing other than the tests' cheap default (`testPasswordHashing`). */
  passwordHashing?: PasswordHasherOptions;
  /** Options of `createApi` beyond the settings (a Centra source, the shared secret). */
  api?: Pick<CreateApiOptions, 'centraCatalogue' | 'commerceSharedSecret'>;
};

/**
 * The tests hash passwords at scrypt N = 2^10 rather than OWASP's 2^17 (128 MiB and about a
 * second each on the build machines), so hundreds of registrations stay fast; the production
 * parameters have a test of their own (passwords.test.ts).
 */
export const testPasswordHashing = { logN: 10 } as const;

/**
 * Bindings for `app.request(path, init, socketFrom(address))`: the request arrives as if from
 * a socket at that address, as `@hono/node-server` hands it to the app.
 */
export function socketFrom(address: string) {
  return {
    incoming: {
      socket: {
        remoteAddress: address,
        remotePort: 50_000,
        remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4',
      },
    },
  };
}

/**
 * A migrated database for a `describe` block, without an API: opened before its tests (created
 * first on PostgreSQL), closed and dropped after. Read `db` inside tests and hooks.
 */
export function useTestDatabase(database: TestDatabase): { readonly db: Database } {
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  beforeAll(async () => {
    await database.create?.();
    handle = await openDatabase(database.options(), () => {});
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop?.();
  });
  return {
    get db() {
      if (!handle) throw new Error('useTestDatabase: the database opens in beforeAll');
      return handle.db;
    },
  };
}

/**
 * An API for the tests of the surrounding `describe`, seeded with the demo data by the seed
 * step: created on `database` before them (a
 * database of its own on PostgreSQL), closed and its database dropped after them. The answer
 * stands for that API, so tests use it as they would the API itself; it throws if used before
 * the tests start. Register it before the block's own `beforeAll`, which then sees the API;
 * options that depend on an earlier `beforeAll` (a fake server's URL) go in a function.
 * @example
 * describe.each(testDatabases())('the cart on $name', (database) => {
 *   const api = useTestApi(database);
 *   it('answers', async () => expect((await api.app.request('/healthz')).status).toBe(200));
 * });
 */
export function useTestApi(
  database: TestDatabase,
  options: TestApiOptions | (() => TestApiOptions) = {},
): Api {
  let current: Api | undefined;
  beforeAll(async () => {
    const {
      env = {},
      rateLimits,
      seed = { productImages: false },
      passwordHashing = testPasswordHashing,
      api: apiOptions = {},
    } = typeof options === 'function' ? options() : options;
    await database.create?.();
    // Requests are not logged one by one in tests (thousands of lines); warnings still show.
    current = await createApi({
      // A test run, not a production start (NODE_ENV=test, as vitest sets it): demo tokens and
      // the demo preview door are allowed unless a test asks for production.
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env }),
      database: database.options(),
      passwordHashing,
      // Tests that count a request's statements must not meet a poll; the watcher has its own.
      importWatchIntervalMs: 60_000,
      ...apiOptions,
      ...(rateLimits ? { rateLimits } : {}),
    });
    await seedDemoData(current.database.db, seed);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
    await database.drop?.();
  });
  const api = () => {
    if (!current) throw new Error("The test API is used outside its describe block's tests");
    return current;
  };
  return {
    get app() {
      return api().app;
    },
    get database() {
      return api().database;
    },
    get redis() {
      return api().redis;
    },
    get logger() {
      return api().logger;
    },
    ready: () => api().ready(),
    get purges() {
      return api().purges;
    },
    purge: (tags) => api().purge(tags),
    missingContents: () => api().missingContents(),
    get catalogue() {
      return api().catalogue;
    },
    purgeCatalogueImport: (summary) => api().purgeCatalogueImport(summary),
    close: () => api().close(),
  };
}

/** A response body for assertions: the tests check its shape, so it is deliberately untyped. */
// biome-ignore lint/suspicious/noExplicitAny: assertions are the type check here
export async function readJson(response: Response): Promise<any> {
  return response.json();
}

/**
 * A successful answer, parsed against the contract's schema for it (`answerSchemas[answer]`,
 * the one the shop's clients check): a renamed or retyped field fails the route's test here,
 * naming the field, as it would fail the shop. Answers the parsed body, typed by the contract.
 */
export async function readAnswer<Name extends AnswerName>(
  response: Response,
  answer: Name,
): Promise<Answer<Name>> {
  // `app.request` answers carry no URL; the route's test names the call itself.
  const call = response.url ? new URL(response.url).pathname : `the ${answer} answer`;
  if (!response.ok) {
    throw new Error(`${call}: expected a success, got ${response.status} ${await response.text()}`);
  }
  return parseAnswer(answer, await response.json(), call);
}
