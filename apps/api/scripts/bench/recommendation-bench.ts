/**
 * Recommendations benchmark (not a test): seeds 10,000 orders (1-3 lines each, spread over 28
 * days) and 20,000 product views in bulk, then times each `/api/elevate/*` call in process
 * (`app.request`, the embedded engine behind it) and prints p50 and p99.
 *
 *   npx -y pnpm@10.34.9 --filter @cairn/api exec tsx src/recommendations/bench.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx -y pnpm@10.34.9 --filter @cairn/api exec tsx src/recommendations/bench.ts
 *
 * PGlite runs persisted in a temporary folder; PostgreSQL in a fresh database next to
 * DATABASE_URL's, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@cairn/server-kit';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Api, createApi } from '../../src/app.ts';
import type { DatabaseOptions } from '../../src/db/database.ts';
import { seedDemoData } from '../../src/seed.ts';

const orderCount = Number(process.env.BENCH_ORDERS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);

async function seed(api: Api) {
  const { db } = api.database;
  await db.execute(sql`
    create temporary table bench_variants as
      select row_number() over (order by v.sku) - 1 as n, v.sku, v.size, p.id as product_id,
        p.sku as product_sku, p.name, p.price_minor
      from variants v join products p on p.id = v.product_id where v.stock > 0`);
  await db.execute(sql`
    insert into orders (session_id, selection_id, email, country, currency, vat_basis_points,
      items_total_minor, discount_minor, original_discount_minor, shipping_minor, grand_total_minor,
      tax_minor, tax_deducted_minor, vouchers, address, shipping_address, shipping_method,
      payment_method, payment_reference, created_at)
    select gen_random_uuid(), gen_random_uuid(), 'bench@example.com', 'GB', 'GBP', 2000,
      0, 0, 0, 0, 0, 0, 0, '[]', '{}', '{}', 'standard', 'card', 'bench',
      now() - make_interval(days => g % 28)
    from generate_series(1, ${orderCount}) g`);
  // A skewed pick (squaring a uniform number) so some products sell far more than others.
  await db.execute(sql`
    insert into order_lines (order_id, line, position, sku, size, product_id, product_sku, name,
      brand_name, uri, image, quantity, price_each_minor, price_each_without_tax_minor,
      price_each_before_discount_minor, discount_minor, total_minor, vouchers)
    select o.id, 'l' || k, k, v.sku, v.size, v.product_id, v.product_sku, v.name, 'Bench', '/', '',
      1 + (abs(hashtext(o.id || ':' || k || 'q')) % 2), v.price_minor, v.price_minor, v.price_minor,
      0, v.price_minor, '[]'
    from orders o
    cross join generate_series(0, 2) k
    join bench_variants v on v.n = floor(
      power((abs(hashtext(o.id || ':' || k)) % 10000) / 10000.0, 2)
      * (select count(*) from bench_variants))
    where o.payment_reference = 'bench' and k <= abs(hashtext(o.id::text)) % 3
    on conflict do nothing`);
  await db.execute(sql`
    insert into recommendation_events (kind, session_key, customer_key, product_key)
    select 'view', 'bench-session-' || (g % 500), 'bench-customer-' || (g % 500), v.product_sku
    from generate_series(1, 20000) g
    join bench_variants v on v.n = abs(hashtext(g::text)) % (select count(*) from bench_variants)`);
  const counts = (await db.execute(
    sql`select (select count(*) from orders) as orders, (select count(*) from order_lines) as lines`,
  )) as unknown as { rows: { orders: number; lines: number }[] };
  return counts.rows[0];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function bench(engine: string, options: DatabaseOptions) {
  const api = await createApi({ config: loadConfig({}), database: options });
  await seedDemoData(api.database.db, { productImages: false });
  try {
    const seeded = await seed(api);
    const { rows } = (await api.database.db.execute(sql`
      select p.sku as product, min(l.sku) as variant from order_lines l
      join products p on p.id = l.product_id group by p.sku order by count(*) desc limit 50`)) as unknown as {
      rows: { product: string; variant: string }[];
    };
    const keys = (i: number) => ({
      session: `bench-session-${i % 500}`,
      customer: `bench-customer-${i % 500}`,
    });
    const calls: [string, (i: number) => [string, unknown]][] = [
      ['cart', (i) => ['cart', { ...keys(i), skus: [rows[i % rows.length]?.variant] }]],
      [
        'product-collection (bestsellers, 6)',
        (i) => ['product-collection', { ...keys(i), list: 'bestsellers', limit: 6 }],
      ],
      [
        'product-collection (search, 4)',
        (i) => ['product-collection', { ...keys(i), list: 'search', limit: 4 }],
      ],
      [
        'product-recommendations',
        (i) => ['product-recommendations', { ...keys(i), sku: rows[i % rows.length]?.product }],
      ],
      [
        'notify (view)',
        (i) => ['notify', { ...keys(i), event: 'view', sku: rows[i % rows.length]?.product }],
      ],
      [
        'order',
        (i) => [
          'order',
          {
            ...keys(i),
            lines: [{ quantity: 1, variantKey: rows[i % rows.length]?.variant, sellingPrice: 50 }],
          },
        ],
      ],
    ];
    console.log(`\n${engine}: ${seeded?.orders} orders, ${seeded?.lines} order lines`);
    console.log(`${'call'.padEnd(38)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
    for (const [name, make] of calls) {
      const latencies: number[] = [];
      for (let i = 0; i < rounds + 20; i++) {
        const [path, body] = make(i);
        const started = performance.now();
        const response = await api.app.request(`/api/elevate/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
        if (i >= 20) latencies.push(performance.now() - started); // the first 20 warm up
      }
      latencies.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(38)}${percentile(latencies, 50).toFixed(1).padStart(9)}${percentile(latencies, 99).toFixed(1).padStart(9)}`,
      );
    }
  } finally {
    await api.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'cairn-recs-bench-'));
try {
  await bench('pglite', { dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const url = process.env.DATABASE_URL;
if (url) {
  const name = `cairn_recs_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  try {
    await bench('postgres', { url: benchUrl.href });
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}
