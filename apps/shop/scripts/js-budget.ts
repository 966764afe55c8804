/**
 * JavaScript a first load costs, per route (issue 16): loads each route once in Debian's
 * Chromium, with an empty cache, from the built production server, and counts the scripts the
 * page fetched until the network went quiet and the bytes they took on the wire (brotli, as
 * the server sends the precompressed copies). This is what a shopper's phone pays, router
 * chunks loaded at hydration included, which a walk of the build manifest would only guess.
 *
 * The budget is set above a floor (issue 33): `floor/`, a one-route app on the shop's own React,
 * TanStack Router and Query, built in the same run and loaded the same way, so a framework
 * upgrade moves the floor and the budgets with it, and what a route pays for the shop's own code
 * is what is counted.
 *
 * Prints a table: the floor, then each route with its scripts, KB transferred, KB over the floor
 * and the largest scripts. With `--check` it also compares every route with the budget in
 * `js-budget.json` and exits 1 when a route is over (the `check-bundle` task of the test run).
 *
 * Build first (`turbo run build --filter=@cairn/shop...`), then from apps/shop:
 *   npx tsx scripts/js-budget.ts [--check]
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { hasChromium, launchChromium, startShop } from '../e2e/harness.ts';
import { staticAssets } from '../server/static-assets.ts';
import { firstLoadScripts } from './first-load.ts';

/** KB (brotli, as sent) a route may load over the floor, and how many scripts. */
type Limit = { maxOverFloorKb: number; maxScripts: number };
/**
 * Each route's budget: today's figures over the floor, lowered as cuts land, so any regression
 * fails; the `target` is issue 33's goal (the floor plus 20 KB, plus 10 KB on story pages: the
 * home page and the guides), printed beside them until every route meets it.
 */
type Budget = {
  target: { overFloorKb: number; storyOverFloorKb: number };
  routes: Record<string, Limit & { path: string; story?: boolean }>;
};
type Load = { scripts: number; bytes: number; largest: { file: string; bytes: number }[] };
type Row = Load & { name: string; route: string; limit: Limit; target: number };

const budget = JSON.parse(
  readFileSync(new URL('./js-budget.json', import.meta.url), 'utf8'),
) as Budget;
const check = process.argv.includes('--check');
const kb = (bytes: number) => bytes / 1000;

// Without Chromium the harness has said how to get it (and thrown on CI): nothing to measure.
if (!hasChromium) process.exit(0);

/** One first load's scripts: how many, their bytes, the largest four. */
async function firstLoad(browser: Browser, url: string, hydrated: string): Promise<Load> {
  const fetched = (await firstLoadScripts(browser, url, hydrated)).map(({ path, bytes }) => ({
    file: path.replace(/^\/assets\//, ''),
    bytes,
  }));
  return {
    scripts: fetched.length,
    bytes: fetched.reduce((sum, script) => sum + script.bytes, 0),
    largest: fetched.sort((a, b) => b.bytes - a.bytes).slice(0, 4),
  };
}

/** Builds the floor app and loads it from the shop's own static file handler (brotli copies). */
async function measureFloor(browser: Browser): Promise<Load> {
  await build({ configFile: fileURLToPath(new URL('../floor/vite.config.ts', import.meta.url)) });
  const root = fileURLToPath(new URL('../dist/floor', import.meta.url));
  const server = serve({ fetch: staticAssets(root).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  const { port } = server.address() as AddressInfo;
  try {
    return await firstLoad(browser, `http://127.0.0.1:${port}/`, 'h1');
  } finally {
    server.close();
  }
}

const browser = await launchChromium();
let floor: Load;
const rows: Row[] = [];
try {
  floor = await measureFloor(browser);
  // A busy machine (the test run's other tasks) can take over a minute to seed and start it.
  const shop = await startShop({ startTimeoutMs: 180_000 });
  try {
    for (const [name, { path: route, story, ...limit }] of Object.entries(budget.routes)) {
      const load = await firstLoad(browser, `${shop.url}${route}`, 'html[data-hydrated="true"]');
      const target = story ? budget.target.storyOverFloorKb : budget.target.overFloorKb;
      rows.push({ name, route, limit, target, ...load });
    }
  } finally {
    await shop.stop();
  }
} finally {
  await browser.close();
}

const overFloor = (row: Load) => kb(row.bytes - floor.bytes);
console.log(
  `Floor (floor/, React, TanStack Router and Query alone): ${floor.scripts} script(s), ${kb(floor.bytes).toFixed(1)} KB brotli.`,
);
console.log(
  '| Route | scripts | KB brotli | over the floor | budget (scripts / over) | target | largest (KB) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  const largest = row.largest
    .map((script) => `${script.file.replace(/-[\w-]{8}\.js$/, '')} ${kb(script.bytes).toFixed(1)}`)
    .join(', ');
  const limit = `${row.limit.maxScripts} / ${row.limit.maxOverFloorKb}`;
  console.log(
    `| \`${row.route}\` | ${row.scripts} | ${kb(row.bytes).toFixed(1)} | ${overFloor(row).toFixed(1)} | ${limit} | ${row.target} | ${largest} |`,
  );
}

if (check) {
  const over = rows.filter(
    (row) => overFloor(row) > row.limit.maxOverFloorKb || row.scripts > row.limit.maxScripts,
  );
  for (const row of over)
    console.error(
      `Over budget: ${row.name} (${row.route}) loads ${row.scripts} scripts, ${overFloor(row).toFixed(1)} KB over the floor; the budget is ${row.limit.maxScripts} scripts, ${row.limit.maxOverFloorKb} KB over (scripts/js-budget.json).`,
    );
  if (over.length) process.exit(1);
  console.log('Every route within its budget.');
  const short = rows.filter((row) => overFloor(row) > row.target);
  if (short.length)
    console.log(
      `Still over issue 33's target (the floor plus ${budget.target.overFloorKb} KB, plus ${budget.target.storyOverFloorKb} KB on story pages): ${short.map((row) => row.name).join(', ')}.`,
    );
}
