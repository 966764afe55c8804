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
 * Requests are sent as autocannon sends them (no Accept-Encoding) to pages and the static copy
 * alike, so the figures compare the same bytes.
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
const seconds = Number(process.argv[2] ?? 8);
const nodeArgs = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
const connections = 50;

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

type Row = { name: string; result: autocannon.Result; rssAfter: number };
const rows: Row[] = [];
const rss: Record<string, number> = {};

for (const mode of ['on', 'off'] as const) {
  const shop = await startShop({ nodeArgs, env: { DATABASE_URL: databaseUrl, PAGE_CACHE: mode } });
  try {
    // Warm: every page once (the cached run then measures hits; the uncached one starts warm).
    for (const [, path] of pages) await (await fetch(`${shop.url}${path}`)).text();
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
