/**
 * Page throughput, cached and uncached, beside a static file from the same server: home, a
 * category, a product and a guide at 50 connections (autocannon), first with the page cache on
 * (each page warmed once, so the run measures hits), then on a second server started with
 * `PAGE_CACHE=off` (every request renders; the API's data cache stays on), with the server's
 * resident memory idle (after start and warm-up) and after each run.
 *
 * On PostgreSQL: DATABASE_URL must name a database (it is seeded on start, as `pnpm start`
 * does). Build first (`pnpm --filter @cairn/shop... run build`), then from the repository root:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cairn_bench \
 *     npx -y pnpm@10.34.9 --filter @cairn/shop exec tsx scripts/bench-pages.ts [seconds]
 *
 * `--misses` measures the page cache's misses instead (issue 33), on one server with the cache
 * on: a product page and a category page with every request a new address (the product with a
 * parameter its listing state reads, so each is a new key; the category with a new filter
 * combination from its own facets, so each is also a new listing for the API), then the flood:
 * the top 50 pages (home, categories, products, guides from the sitemap) asked for twice, 10,000
 * requests of unique query strings, 300 of `/all?_cb=<junk>`, and how many of the 50 are
 * still answered from the cache. `--replicas=2` runs the misses on two shop processes on the one
 * PostgreSQL and Redis (`REDIS_URL`, default redis://127.0.0.1:6379), as issue 33 measured them:
 * the connections split evenly, one load generator per replica (no proxy's cost in the figures);
 * req/s is their sum, the latencies the worse replica's. Each replica keeps its own page store,
 * so the flood runs on the first.
 *
 * Requests are sent as autocannon sends them (no Accept-Encoding) to pages and the static copy
 * alike, so the figures compare the same bytes; the misses run as browsers ask
 * (`Accept-Encoding: br, gzip`).
 *
 * Memory: right after start and warm-up the heap still holds the start's garbage (the demo seed),
 * which V8 returns once the process has been idle a few seconds; "idle" is read when the RSS
 * has settled, and again after the runs. `BENCH_NODE_OPTIONS` passes V8 flags to the server, as
 * a deployment's NODE_OPTIONS would (docs/deploy.md, "Memory").
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type RunningShop, startShop } from '../e2e/harness.ts';

const pages = [
  ['home', '/'],
  ['category', '/all/clothing/jackets'],
  ['product', '/moraine-mens-nevis-gore-tex-jacket-104211-923'],
  ['guide', '/guides/ski-buying-guide'],
] as const;
const staticName = '__bench-pages-static.html';
const staticFile = fileURLToPath(new URL(`../dist/client/${staticName}`, import.meta.url));
const args = process.argv.slice(2);
const misses = args.includes('--misses');
const replicas = Number(args.find((arg) => arg.startsWith('--replicas='))?.split('=')[1] ?? 1);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 4) {
  console.error('--replicas=N takes 1 to 4');
  process.exit(1);
}
const seconds = Number(args.find((arg) => !arg.startsWith('--')) ?? 8);
const nodeArgs = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
const connections = 50;
// The misses run as browsers ask (issue 33's figures).
const asBrowser = { 'accept-encoding': 'br, gzip' };

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database: the benchmark runs on PostgreSQL.');
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), Node ${process.version}`,
);
console.log(`Load average before: ${load()}`);
console.log(`${connections} connections, ${seconds} s a run after a 2 s warm-up, PostgreSQL`);
console.log(`Server V8 flags: ${nodeArgs.join(' ') || '(none)'}\n`);

if (misses) {
  await benchMisses(databaseUrl);
  process.exit(0);
}

type Row = { name: string; result: autocannon.Result; rssAfter: number };
const rows: Row[] = [];
const rss: Record<string, number> = {};

for (const mode of ['on', 'off'] as const) {
  const shop = await startShop({ nodeArgs, env: { DATABASE_URL: databaseUrl, PAGE_CACHE: mode } });
  try {
    // Warm: every page once (the cached run then measures hits; the uncached one starts warm).
    for (const { url } of shops) {
      for (const [, path] of pages) await (await fetch(`${url}${path}`)).text();
    }
    if (mode === 'on') {
      const html = await (await fetch(`${shop.url}${pages[2][1]}`)).text();
      writeFileSync(staticFile, html);
      rss['after start, cache on'] = residentMiB(shop);
      rss['idle (lowest over 45 s), cache on'] = await settledMiB(shop);
      rows.push(await run(shop, 'static file (product HTML)', `/${staticName}`));
    } else {
      rss['after start, cache off'] = residentMiB(shop);
      rss['idle (lowest over 45 s), cache off'] = await settledMiB(shop);
    }
    for (const [name, path] of pages) {
      rows.push(await run(shop, `${name}, ${mode === 'on' ? 'cached' : 'uncached'}`, path));
    }
    rss[`after the runs, cache ${mode}`] = residentMiB(shop);
    rss[`after the runs, lowest over 45 s idle, cache ${mode}`] = await settledMiB(shop);
  } finally {
    rmSync(staticFile, { force: true });
    await shop.stop();
  }
}

const staticRate = rows[0]?.result.requests.average ?? 1;
const header = ['', 'req/s', 'x static', 'p50', 'p99', 'max', 'non-2xx/err', 'RSS after'];
console.log(header.map((cell, column) => (column ? cell.padStart(12) : cell.padEnd(28))).join(''));
for (const { name, result, rssAfter } of rows) {
  const cells = [
    result.requests.average.toFixed(1),
    (result.requests.average / staticRate).toFixed(2),
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    `${result.latency.max} ms`,
    `${result.non2xx}/${result.errors + result.timeouts}`,
    `${rssAfter} MiB`,
  ];
  console.log(
    [name, ...cells].map((cell, column) => (column ? cell.padStart(12) : cell.padEnd(28))).join(''),
  );
}
console.log('\nResident memory (RSS) of the server:');
for (const [moment, mib] of Object.entries(rss)) console.log(`  ${moment}: ${mib} MiB`);
console.log(`Load average after: ${load()}`);

async function run(shop: RunningShop, name: string, path: string): Promise<Row> {
  const url = `${shop.url}${path}`;
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return { name, result, rssAfter: residentMiB(shop) };
}

/** The lowest RSS over 45 idle seconds (V8 returns memory once allocation has been low a while). */
async function settledMiB(shop: RunningShop): Promise<number> {
  let lowest = residentMiB(shop);
  for (let waited = 0; waited < 45_000; waited += 3_000) {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    lowest = Math.min(lowest, residentMiB(shop));
  }
  return lowest;
}

/** The server's resident set size in MiB, from /proc (Linux). */
function residentMiB(shop: RunningShop): number {
  const status = readFileSync(`/proc/${shop.pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

/** Issue 33: misses (each request a new address) and a flood of one-off addresses. */
async function benchMisses(database: string) {
  const redis = replicas > 1 ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : '';
  const shops: RunningShop[] = [];
  // One after the other: each start seeds the demo into the database if it is not there yet.
  for (let n = 0; n < replicas; n += 1) {
    shops.push(
      await startShop({
        nodeArgs,
        env: { DATABASE_URL: database, PAGE_CACHE: 'on', REDIS_URL: redis },
      }),
    );
  }
  const [shop] = shops as [RunningShop, ...RunningShop[]];
  console.log(`Misses on ${replicas} replica(s)${redis ? `, Redis ${redis}` : ''}\n`);
  try {
    const [, category] = pages[1];
    const [, product] = pages[2];
    for (const [, path] of pages) await (await fetch(`${shop.url}${path}`)).text();
    // A filter-shaped parameter the catch-all route reads as listing state (a new key); the
    // product page shows nothing of it, so each answer is a whole product render.
    let productN = 0;
    const productRun = await missRun(shops, 'product, each request a new address', () => {
      productN += 1;
      return `${product}?variant=${productN}`;
    });
    const combinations = await filterCombinations(shop, category);
    let categoryN = 0;
    const categoryRun = await missRun(shops, 'category, each request a new address', () => {
      categoryN += 1;
      return `${category}?${combinations[categoryN % combinations.length]}`;
    });
    const header = ['', 'req/s', 'p50', 'p99', 'max', 'non-2xx/err', 'addresses'];
    console.log(
      header.map((cell, column) => (column ? cell.padStart(12) : cell.padEnd(40))).join(''),
    );
    for (const [row, addresses] of [
      [productRun, productN],
      [categoryRun, Math.min(categoryN, combinations.length)],
    ] as const) {
      const { name, results } = row;
      const worst = (read: (result: autocannon.Result) => number) => Math.max(...results.map(read));
      const sum = (read: (result: autocannon.Result) => number) =>
        results.reduce((total, result) => total + read(result), 0);
      const cells = [
        sum((result) => result.requests.average).toFixed(1),
        `${worst((result) => result.latency.p50)} ms`,
        `${worst((result) => result.latency.p99)} ms`,
        `${worst((result) => result.latency.max)} ms`,
        `${sum((result) => result.non2xx)}/${sum((result) => result.errors + result.timeouts)}`,
        String(addresses),
      ];
      console.log(
        [name, ...cells]
          .map((cell, column) => (column ? cell.padStart(12) : cell.padEnd(40)))
          .join(''),
      );
    }
    await flood(shop);
  } finally {
    for (const running of shops) await running.stop();
  }
}

/** `connections` split evenly over the replicas, one load generator each, side by side. */
async function missRun(shops: RunningShop[], name: string, next: () => string) {
  const request = () => ({ path: next(), headers: asBrowser });
  const run = (duration: number) =>
    Promise.all(
      shops.map(({ url }) =>
        autocannon({
          url,
          connections: Math.ceil(connections / shops.length),
          duration,
          requests: [{ setupRequest: (req) => ({ ...req, ...request() }) }],
        }),
      ),
    );
  await run(2);
  return { name, results: await run(seconds) };
}

/**
 * New listing states of `path`, as a crawler following its facet links finds them: pairs of
 * filter values from different facets, under each sort.
 */
async function filterCombinations(shop: RunningShop, path: string): Promise<string[]> {
  const html = await (await fetch(`${shop.url}${path}`)).text();
  const single = [...html.matchAll(/href="[^"?]*\?([a-zA-Z-]+=[^"&]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
  const filters = [...new Set(single)].filter((query) => !/^(page|sort|q)=/.test(query));
  const sorts = ['', 'sort=price-asc', 'sort=price-desc', 'sort=newest'];
  const combinations: string[] = [];
  for (const sort of sorts) {
    for (const [i, first] of filters.entries()) {
      for (const second of filters.slice(i + 1)) {
        if (first.split('=')[0] === second.split('=')[0]) continue;
        combinations.push([first, second, sort].filter(Boolean).join('&'));
      }
    }
  }
  if (combinations.length === 0) throw new Error(`No facet links found on ${path}`);
  // Shuffled, so consecutive requests are not all one facet's values.
  return combinations.sort(() => Math.random() - 0.5);
}

/** The top 50 pages, 10,000 one-off addresses, 300 cache busters: how many of the 50 stay. */
async function flood(shop: RunningShop) {
  const sitemap = async (name: string) =>
    [
      ...(await (await fetch(`${shop.url}/sitemaps/${name}`)).text()).matchAll(
        /<loc>([^<]+)<\/loc>/g,
      ),
    ].map((match) => new URL(match[1] ?? '/').pathname);
  const top = [
    ...new Set([
      ...(await sitemap('pages.xml')).slice(0, 30),
      ...(await sitemap('products-1.xml')),
    ]),
  ].slice(0, 50);
  for (let round = 0; round < 2; round += 1) {
    for (const path of top)
      await (await fetch(`${shop.url}${path}`, { headers: asBrowser })).arrayBuffer();
  }
  const cachedOf = async () => {
    let cached = 0;
    for (const path of top) {
      const answer = await fetch(`${shop.url}${path}`, { method: 'HEAD', headers: asBrowser });
      if (/^cairn; hit/.test(answer.headers.get('cache-status') ?? '')) cached += 1;
    }
    return cached;
  };
  const before = await cachedOf();
  let n = 0;
  const started = performance.now();
  const result = await autocannon({
    url: shop.url,
    connections,
    amount: 10_000,
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          // Half product pages, half `/all` (the largest page, ~240 kB kept), each a new key.
          const path = n % 2 ? `${top[n % top.length]}?variant=${n}` : `/all?variant=${n}`;
          return { ...req, path, headers: asBrowser };
        },
      },
    ],
  });
  const floodSeconds = (performance.now() - started) / 1000;
  const afterFlood = await cachedOf();
  let buster = 0;
  await autocannon({
    url: shop.url,
    connections: 10,
    amount: 300,
    requests: [
      {
        setupRequest: (req) => {
          buster += 1;
          return {
            ...req,
            path: `/all?_cb=${buster}-${Math.random().toString(36).slice(2)}`,
            headers: asBrowser,
          };
        },
      },
    ],
  });
  const afterBusters = await cachedOf();
  console.log(
    `\nFlood: top ${top.length} pages cached before ${before}, after 10,000 one-off addresses (${result.requests.average.toFixed(1)} req/s, ${floodSeconds.toFixed(0)} s, non-2xx ${result.non2xx}) ${afterFlood}, after 300 /all?_cb=<junk> ${afterBusters}`,
  );
}
