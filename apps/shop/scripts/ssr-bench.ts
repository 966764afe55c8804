/**
 * SSR throughput against the built production server: the product page at 50 concurrent
 * connections (autocannon), then the same page's HTML as a static file served by the same
 * server, and the ratio between the two; once as autocannon asks (no Accept-Encoding, the
 * figures issue 8 started from) and once as a browser asks (gzip, deflate, br, zstd: pages are
 * gzipped as they go out, static files sent from their brotli copy), and the static file once
 * more as a client that takes gzip only. The static copy is written into dist/client for the
 * run, with gzip and brotli copies at the build's levels (vite.config.ts), so the server's
 * static middleware serves it as it would a built asset, and removed after.
 *
 * The server runs with `bench-probe.ts` preloaded, which counts the statements sent to the
 * embedded database and measures the server's event-loop delay and CPU time per run. CPU time
 * per request is the figure to compare on a busy machine: wall-clock rates move with the load.
 *
 * Build first (`pnpm --filter @cairn/shop... run build`), then:
 *   pnpm --filter @cairn/shop exec tsx scripts/ssr-bench.ts [seconds]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { type RunningShop, startShop } from '../e2e/harness.ts';
import type { ProbeFigures } from './bench-probe.ts';

const product = '/moraine-mens-nevis-gore-tex-jacket-104211-923';
const staticName = '__ssr-bench-product.html';
const staticFile = fileURLToPath(new URL(`../dist/client/${staticName}`, import.meta.url));
const probe = fileURLToPath(new URL('./bench-probe.ts', import.meta.url));
const seconds = Number(process.argv[2] ?? 10);
const connections = 50;
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const gzipOnly = { 'accept-encoding': 'gzip' };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), Node ${process.version}`,
);
console.log(`Load average before: ${load()}`);

const probeDir = mkdtempSync(join(tmpdir(), 'cairn-bench-probe-'));
const probeFile = join(probeDir, 'figures.json');
const shop = await startShop({
  nodeArgs: ['--import', probe],
  // Every request renders: this measures SSR (bench-pages.ts measures the page cache).
  env: { BENCH_PROBE_FILE: probeFile, PAGE_CACHE: 'off' },
});
try {
  const html = await (await fetch(`${shop.url}${product}`)).text();
  writeFileSync(staticFile, html);
  // vite-plugin-compression2's defaults: gzip level 9, brotli quality 11.
  writeFileSync(`${staticFile}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${staticFile}.br`, brotliCompressSync(html));
  const served = await (await fetch(`${shop.url}/${staticName}`)).text();
  if (served !== html) throw new Error('The static copy is not served byte for byte');
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `Product page ${product}: ${kib(Buffer.byteLength(html))} of HTML, ${kib(gzipSync(html).byteLength)} gzipped,` +
      ` ${kib(brotliCompressSync(html).byteLength)} in brotli`,
  );
  console.log(`${connections} connections, ${seconds} s a run after a 2 s warm-up\n`);

  const header = [
    '',
    'req/s',
    'p50',
    'p97.5',
    'p99',
    'max',
    'non-2xx/err',
    'bytes/resp',
    'queries/req',
    'CPU ms/req',
    'loop p99/max',
  ];
  console.log(
    header.map((cell, column) => (column ? cell.padStart(13) : cell.padEnd(26))).join(''),
  );
  const ratios: string[] = [];
  for (const [name, headers] of [
    ['identity', {}],
    ['browser', browser],
  ] as const) {
    const ssr = await bench(shop, `${shop.url}${product}`, headers);
    const file = await bench(shop, `${shop.url}/${staticName}`, headers);
    printRow(`SSR, ${name}`, ssr);
    printRow(`static file, ${name}`, file);
    ratios.push(
      `SSR / static (${name}): throughput ${(ssr.result.requests.average / file.result.requests.average).toFixed(3)},` +
        ` p99 ${(ssr.result.latency.p99 / Math.max(file.result.latency.p99, 1)).toFixed(1)}x`,
    );
  }
  printRow('static file, gzip only', await bench(shop, `${shop.url}/${staticName}`, gzipOnly));
  console.log(`\n${ratios.join('\n')}`);
  console.log(`Load average after: ${load()}`);
} finally {
  for (const file of [staticFile, `${staticFile}.gz`, `${staticFile}.br`]) {
    rmSync(file, { force: true });
  }
  await shop.stop();
  rmSync(probeDir, { recursive: true, force: true });
}

type Run = { result: autocannon.Result; server: ProbeFigures };

/** A short warm-up, then `seconds` at 50 connections, with the server's figures for the run. */
async function bench(
  shop: RunningShop,
  url: string,
  headers: Record<string, string>,
): Promise<Run> {
  await autocannon({ url, connections, duration: 2, headers });
  await readProbe(shop);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { result, server: await readProbe(shop) };
}

/** Asks the probe in the server for its figures since the last call. */
async function readProbe(shop: RunningShop): Promise<ProbeFigures> {
  rmSync(probeFile, { force: true });
  process.kill(shop.pid, 'SIGUSR2');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      return JSON.parse(readFileSync(probeFile, 'utf8')) as ProbeFigures;
    } catch {
      // not written yet
    }
  }
  throw new Error('The server did not answer the bench probe');
}

function printRow(name: string, { result, server }: Run) {
  const answered = Math.max(result.requests.total, 1);
  const cells = [
    result.requests.average.toFixed(1),
    `${result.latency.p50} ms`,
    `${result.latency.p97_5} ms`,
    `${result.latency.p99} ms`,
    `${result.latency.max} ms`,
    `${result.non2xx}/${result.errors + result.timeouts}`,
    String(Math.round(result.throughput.total / answered)),
    (server.statements / answered).toFixed(1),
    (server.cpuMs / answered).toFixed(1),
    `${server.loopDelay.p99}/${server.loopDelay.max} ms`,
  ];
  console.log(
    [name, ...cells].map((cell, column) => (column ? cell.padStart(13) : cell.padEnd(26))).join(''),
  );
}
