import { parseArgs } from 'node:util';
import type { SitemapFile } from '@cairn/commerce-client/contract';
import { defaultDatabaseUrl, type RunningApi, rows, startApi } from './engines.ts';
import { machineContext } from './report.ts';

const usage = `Usage: tsx scripts/bench/sitemap-bench.ts [--products 250000] [--repeat 5]

Fills a throwaway PostgreSQL database (on DATABASE_URL, default ${defaultDatabaseUrl}) with the
demo catalogue plus generated products up to --products (one generate_series insert, 1 in 100
retired), then times GET /api/sitemap (the index), /api/sitemap/pages and the first and last
product files over real HTTP, uncached. The database is dropped at the end.`;

type Timing = { label: string; status: number; entries: number; bytes: number; ms: number[] };

function readOptions() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '250000' },
      repeat: { type: 'string', default: '5' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const products = Number(values.products);
  const repeat = Number(values.repeat);
  if (!Number.isInteger(products) || products < 1000 || products > 2_000_000) {
    throw new Error(`--products must be a whole number from 1,000 to 2,000,000\n\n${usage}`);
  }
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat must be 1 or more`);
  return { products, repeat };
}

// Products past the demo's, each a plausible row: unique slug and sku, a brand that exists,
// and updated_at spread over the last weeks so files have different lastmods.
async function fill(running: RunningApi, total: number) {
  const [before] = await rows<{ max: number }>(
    running.api,
    'select max(id)::int as max from products',
  );
  const first = (before?.max ?? 0) + 1;
  const started = performance.now();
  await rows(
    running.api,
    `insert into products (id, code, suffix, slug, sku, name, brand_slug, gender, price_minor,
       price_before_discount_minor, colour_name, colour_hex, description, excerpt, meta_title,
       meta_description, images, attributes, rating_average, rating_count, created_at,
       search_text, updated_at)
     select g, lpad((200000 + g)::text, 6, '0'), '900',
       'bench-trail-jacket-' || g || '-900', 'bench-' || g, 'Bench Trail Jacket ' || g,
       (select slug from brands order by slug limit 1), 'unisex', 9900, 9900, 'Black', '#1B1B1B',
       'A jacket for the benchmark.', 'A jacket.', 'Bench Trail Jacket', 'A jacket.',
       '[]'::jsonb, '{}'::jsonb, 0, 0, now(), 'bench trail jacket',
       now() - (g % 40000) * interval '1 minute'
     from generate_series(${first}, ${total}) g`,
  );
  await rows(running.api, 'update products set retired_at = now() where id % 100 = 0');
  await rows(running.api, 'analyze products');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  filled ${total - first + 1} products in ${seconds} s (ids ${first}-${total})`);
}

async function time(origin: string, label: string, path: string, repeat: number) {
  const timing: Timing = { label, status: 0, entries: 0, bytes: 0, ms: [] };
  for (let run = 0; run < repeat; run++) {
    const started = performance.now();
    const response = await fetch(new URL(path, origin));
    const body = await response.text();
    timing.ms.push(Math.round(performance.now() - started));
    timing.status = response.status;
    timing.bytes = body.length;
    const parsed = JSON.parse(body) as { files?: unknown[]; entries?: unknown[] };
    timing.entries = (parsed.files ?? parsed.entries ?? []).length;
  }
  return timing;
}

async function main() {
  const { products, repeat } = readOptions();
  console.log(`${machineContext()}\n`);
  const running = await startApi('postgres', process.env.DATABASE_URL || defaultDatabaseUrl);
  try {
    console.log(`postgres: ${running.version}`);
    await fill(running, products);
    const index = await (await fetch(new URL('/api/sitemap', running.origin))).json();
    const files = (index as { files: SitemapFile[] }).files.map((file) => file.name);
    const last = files.at(-1) ?? 'products-1';
    const timings = [
      await time(running.origin, 'index', '/api/sitemap', repeat),
      await time(running.origin, 'pages', '/api/sitemap/pages', repeat),
      await time(running.origin, 'products-1', '/api/sitemap/products-1', repeat),
      await time(running.origin, last, `/api/sitemap/${last}`, repeat),
    ];
    console.log(
      `\n${products} products, ${files.length} files; ${repeat} requests each, one at a time\n`,
    );
    console.log('| answer | status | entries | JSON KB | first ms | median ms | max ms |');
    console.log('|---|---|---|---|---|---|---|');
    for (const t of timings) {
      const sorted = [...t.ms].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      console.log(
        `| ${t.label} | ${t.status} | ${t.entries} | ${Math.round(t.bytes / 1024)} | ${t.ms[0]} | ${median} | ${sorted.at(-1)} |`,
      );
    }
  } finally {
    await running.stop();
  }
}

await main();
