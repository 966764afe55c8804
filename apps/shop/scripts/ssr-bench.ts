/**
 * SSR throughput against the built production server: the product page at 50 concurrent
 * connections (autocannon), then the same page's HTML as a static file served by the same
 * server, and the ratio between the two. The static copy is written into dist/client for the
 * run (the server's static middleware serves it as it would favicon.svg) and removed after.
 *
 * Build first (`pnpm --filter @cairn/shop... run build`), then:
 *   pnpm --filter @cairn/shop exec tsx scripts/ssr-bench.ts [seconds]
 */
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startShop } from '../e2e/harness.ts';

const product = '/moraine-mens-nevis-gore-tex-jacket-104211-923';
const staticName = '__ssr-bench-product.html';
const staticFile = fileURLToPath(new URL(`../dist/client/${staticName}`, import.meta.url));
const seconds = Number(process.argv[2] ?? 10);
const connections = 50;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${load()}`,
);

const shop = await startShop();
try {
  const html = await (await fetch(`${shop.url}${product}`)).text();
  writeFileSync(staticFile, html);
  const served = await (await fetch(`${shop.url}/${staticName}`)).text();
  if (served !== html) throw new Error('The static copy is not served byte for byte');
  console.log(`Product page HTML: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB`);

  const ssr = await bench(`${shop.url}${product}`);
  const file = await bench(`${shop.url}/${staticName}`);
  const rows = [
    ['', 'req/s (mean)', 'p50', 'p99', 'non-2xx/errors'],
    ['SSR product page', ...figures(ssr)],
    ['same HTML, static file', ...figures(file)],
  ];
  for (const row of rows) {
    console.log(row.map((cell, column) => (column ? cell.padStart(15) : cell.padEnd(24))).join(''));
  }
  console.log(
    `SSR / static: throughput ${(ssr.requests.average / file.requests.average).toFixed(3)},` +
      ` p99 ${(ssr.latency.p99 / Math.max(file.latency.p99, 1)).toFixed(1)}x`,
  );
  console.log(`Load average after: ${load()}`);
} finally {
  rmSync(staticFile, { force: true });
  await shop.stop();
}

/** A short warm-up, then `seconds` at 50 connections. */
async function bench(url: string): Promise<autocannon.Result> {
  await autocannon({ url, connections, duration: 2 });
  return autocannon({ url, connections, duration: seconds });
}

function figures(result: autocannon.Result): string[] {
  return [
    result.requests.average.toFixed(1),
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    `${result.non2xx}/${result.errors + result.timeouts}`,
  ];
}
