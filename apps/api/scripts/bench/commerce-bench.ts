/**
 * Commerce benchmark (not a test): starts the API with @hono/node-server on a free port and hits
 * it over real HTTP with 50 concurrent carts. Prints requests/s and p99 for add-item, selection
 * and a full checkout, then races 200 shoppers for 10 units and checks nothing was oversold.
 *
 *   npx -y pnpm@10.34.9 --filter @cairn/api exec tsx src/commerce/bench.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx -y pnpm@10.34.9 --filter @cairn/api exec tsx src/commerce/bench.ts
 *
 * PGlite runs persisted in a temporary folder (as the shop runs by default); PostgreSQL runs in
 * a fresh database created next to DATABASE_URL's and dropped afterwards. BENCH_ENGINES picks
 * engines (`pglite,postgres` by default; `pglite-memory` is PGlite without a folder).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@cairn/server-kit';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Api, createApi } from '../../src/app.ts';
import type { DatabaseOptions } from '../../src/db/database.ts';
import { seedDemoData } from '../../src/seed.ts';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const requestsPerCart = Number(process.env.BENCH_REQUESTS_PER_CART ?? 20);
const checkoutRounds = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 4);
const raceShoppers = 200;
const raceUnits = 10;

type Answer = { status: number; body: Record<string, unknown>; token: string | null };

/** Latencies of one scenario, in milliseconds, and its wall time. */
type Result = { name: string; latencies: number[]; wallMs: number; failures: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function report(engine: string, result: Result): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const perSecond = (result.latencies.length / result.wallMs) * 1000;
  return [
    engine.padEnd(9),
    result.name.padEnd(30),
    String(result.latencies.length).padStart(6),
    perSecond.toFixed(1).padStart(9),
    percentile(sorted, 50).toFixed(1).padStart(8),
    percentile(sorted, 99).toFixed(1).padStart(8),
    (sorted.at(-1) ?? 0).toFixed(1).padStart(8),
    String(result.failures).padStart(6),
  ].join('  ');
}

/**
 * A keep-alive HTTP client over node:http, one socket per concurrent cart, so the figures are
 * the server's and not a client pool's queueing.
 */
function client(origin: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency + raceShoppers });
  const target = new URL(origin);
  return function call(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers: {
            'API-Token': token ?? 'none',
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const header = response.headers['api-token'];
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
              token: typeof header === 'string' ? header : null,
            });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  };
}

async function timed<T>(latencies: number[], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    latencies.push(performance.now() - started);
  }
}

async function scenario(
  name: string,
  workers: number,
  work: (worker: number, latencies: number[]) => Promise<number>,
): Promise<Result> {
  const latencies: number[] = [];
  const started = performance.now();
  const failures = await Promise.all(
    Array.from({ length: workers }, (_, worker) => work(worker, latencies)),
  );
  return {
    name,
    latencies,
    wallMs: performance.now() - started,
    failures: failures.reduce((sum, count) => sum + count, 0),
  };
}

const address = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.com',
  address1: '1 Load Lane',
  city: 'Kendal',
  zipCode: 'LA9 4AA',
  country: 'GB',
};
const payment = {
  termsAndConditions: true,
  address,
  card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
};

async function runEngine(engine: string, database: DatabaseOptions): Promise<string[]> {
  const api: Api = await createApi({ config: loadConfig({}), database });
  await seedDemoData(api.database.db, { productImages: false });
  const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const call = client(`http://127.0.0.1:${port}`);
  const db = api.database.db;
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
  try {
    const skus = (
      await rows<{ sku: string }>(sql`
        select v.sku from variants v join products p on p.id = v.product_id
        where p.bundle_info is null and p.price_minor > 0 order by v.sku limit 21`)
    ).map((row) => row.sku);
    const raceSku = skus.pop() ?? '';
    await db.execute(sql`update variants set stock = 1000000 where sku in ${skus}`);
    const sku = (index: number) => skus[index % skus.length] ?? '';

    // One session per cart, made up front.
    const tokens: string[] = [];
    for (let cart = 0; cart < concurrency; cart += 1) {
      tokens.push((await call('GET', '/commerce/selection', null)).token ?? 'none');
    }
    // Warm-up: JIT, connection pools, PGlite's caches.
    await Promise.all(tokens.map((token) => call('GET', '/commerce/selection', token)));

    const addItem = await scenario(
      'add-item (POST /api/cart/add-item)',
      concurrency,
      async (cart, latencies) => {
        let failures = 0;
        for (let index = 0; index < requestsPerCart; index += 1) {
          const answer = await timed(latencies, () =>
            call('POST', '/api/cart/add-item', tokens[cart] ?? null, { sku: sku(cart + index) }),
          );
          if (answer.status !== 200) failures += 1;
        }
        return failures;
      },
    );

    const selection = await scenario(
      'selection (GET /selection)',
      concurrency,
      async (cart, latencies) => {
        let failures = 0;
        for (let index = 0; index < requestsPerCart; index += 1) {
          const answer = await timed(latencies, () =>
            call('GET', '/commerce/selection', tokens[cart] ?? null),
          );
          if (answer.status !== 200) failures += 1;
        }
        return failures;
      },
    );

    // A whole checkout: new session, two items, a voucher, the address, payment, receipt.
    const checkout = await scenario(
      'full checkout (7 calls)',
      concurrency,
      async (cart, latencies) => {
        let failures = 0;
        for (let round = 0; round < checkoutRounds; round += 1) {
          const ok = await timed(latencies, async () => {
            let token = (await call('GET', '/commerce/selection', null)).token;
            for (const offset of [0, 7]) {
              token = (await call('POST', `/commerce/items/${sku(cart + round + offset)}`, token))
                .token;
            }
            await call('POST', '/commerce/vouchers', token, { voucher: 'WELCOME10' });
            await call('PUT', '/commerce/payment-fields', token, { address });
            const paid = await call('POST', '/commerce/payment', token, payment);
            const receipt = await call('GET', '/commerce/receipt', token);
            return paid.status === 201 && receipt.status === 200;
          });
          if (!ok) failures += 1;
        }
        return failures;
      },
    );

    // The race: 200 carts hold the sku, 10 units are left, everyone pays at once.
    await db.execute(sql`update variants set stock = ${raceShoppers} where sku = ${raceSku}`);
    const raceTokens: (string | null)[] = [];
    for (let shopper = 0; shopper < raceShoppers; shopper += 1) {
      raceTokens.push(
        (await call('POST', '/api/cart/add-item', null, { sku: raceSku })).body.token as string,
      );
    }
    await db.execute(sql`update variants set stock = ${raceUnits} where sku = ${raceSku}`);
    const race = await Promise.all(
      raceTokens.map((token) => call('POST', '/commerce/payment', token, payment)),
    );
    const sold = race.filter((answer) => answer.status === 201).length;
    const refused = race.filter((answer) => answer.status === 410).length;
    const [after] = await rows<{ stock: number }>(
      sql`select stock from variants where sku = ${raceSku}`,
    );
    const [ordered] = await rows<{ units: number; orders: number }>(sql`
      select coalesce(sum(quantity), 0)::int as units, count(distinct order_id)::int as orders
      from order_lines where sku = ${raceSku}`);
    const oversold = (ordered?.units ?? 0) > raceUnits || (after?.stock ?? -1) < 0;
    const raceLine = `${engine.padEnd(9)}  race: ${raceShoppers} shoppers for ${raceUnits} units -> ${sold} paid (201), ${refused} out of stock (410), ${race.length - sold - refused} other; ${ordered?.orders} orders for ${ordered?.units} units; stock after ${after?.stock}; ${oversold ? 'OVERSOLD' : 'no oversell'}`;
    if (oversold || sold !== raceUnits) process.exitCode = 1;

    return [report(engine, addItem), report(engine, selection), report(engine, checkout), raceLine];
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await api.close();
  }
}

async function main() {
  const lines: string[] = [];
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'cairn-bench-'));
    try {
      lines.push(...(await runEngine('pglite', { dataDir })));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('pglite-memory')) {
    lines.push(...(await runEngine('pglite-mem', { memory: true })));
  }
  const url = process.env.DATABASE_URL;
  if (engines.includes('postgres') && url) {
    const name = `cairn_bench_${randomBytes(4).toString('hex')}`;
    const admin = async (statement: string) => {
      const connection = new pg.Client({ connectionString: url });
      await connection.connect();
      try {
        await connection.query(statement);
      } finally {
        await connection.end();
      }
    };
    await admin(`create database "${name}"`);
    try {
      const target = new URL(url);
      target.pathname = `/${name}`;
      lines.push(...(await runEngine('postgres', { url: target.href })));
    } finally {
      await admin(`drop database if exists "${name}" with (force)`);
    }
  } else if (engines.includes('postgres')) {
    lines.push('postgres   skipped: DATABASE_URL is not set');
  }
  console.log(
    `\n${concurrency} concurrent carts; ${requestsPerCart} requests per cart for add-item and selection, ${checkoutRounds} checkouts per cart; latencies in ms\n`,
  );
  console.log(
    [
      'engine'.padEnd(9),
      'scenario'.padEnd(30),
      'count'.padStart(6),
      'per sec'.padStart(9),
      'p50'.padStart(8),
      'p99'.padStart(8),
      'max'.padStart(8),
      'failed'.padStart(6),
    ].join('  '),
  );
  for (const line of lines) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
