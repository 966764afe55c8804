/**
 * JavaScript a first load costs, per route (issue 16): loads each route once in Debian's
 * Chromium, with an empty cache, from the built production server, and counts the scripts the
 * page fetched until the network went quiet and the bytes they took on the wire (brotli, as
 * the server sends the precompressed copies). This is what a shopper's phone pays, router
 * chunks loaded at hydration included, which a walk of the build manifest would only guess.
 *
 * Prints a table: route, scripts, KB transferred, the largest scripts. With `--check` it also
 * compares every route with the budget in `js-budget.json` and exits 1 when a route is over
 * (the `check-bundle` task of the test run).
 *
 * Build first (`turbo run build --filter=@cairn/shop...`), then from apps/shop:
 *   npx tsx scripts/js-budget.ts [--check]
 */
import { readFileSync } from 'node:fs';
import { hasChromium, launchChromium, startShop } from '../e2e/harness.ts';

type Limit = { maxKb: number; maxScripts: number };
/**
 * Each route's budget: today's figures, lowered as cuts land, so any regression fails; the
 * `target` is issue 16's goal (110 KB, 20 scripts), printed beside them until every route meets it.
 */
type Budget = { target: Limit; routes: Record<string, Limit & { path: string }> };
type Row = {
  name: string;
  route: string;
  limit: Limit;
  scripts: number;
  bytes: number;
  largest: { file: string; bytes: number }[];
};

const budget = JSON.parse(
  readFileSync(new URL('./js-budget.json', import.meta.url), 'utf8'),
) as Budget;
const check = process.argv.includes('--check');
const kb = (bytes: number) => bytes / 1000;

// Without Chromium the harness has said how to get it (and thrown on CI): nothing to measure.
if (!hasChromium) process.exit(0);
// A busy machine (the test run's other tasks) can take over a minute to seed and start it.
const shop = await startShop({ startTimeoutMs: 180_000 });
const browser = await launchChromium();
const rows: Row[] = [];
try {
  for (const [name, { path: route, ...limit }] of Object.entries(budget.routes)) {
    // A fresh context a route: nothing cached from the route before, as on a first visit.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    const page = await context.newPage();
    const scripts: Promise<{ file: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        request.sizes().then((sizes) => ({
          file: new URL(request.url()).pathname.replace(/^\/assets\//, ''),
          // Body bytes as they came over the wire (compressed), headers left out.
          bytes: sizes.responseBodySize,
        })),
      );
    });
    const response = await page.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`);
    // Hydration done: the router has fetched what the route needs to run.
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    const fetched = await Promise.all(scripts);
    await context.close();
    rows.push({
      name,
      route,
      limit,
      scripts: fetched.length,
      bytes: fetched.reduce((sum, script) => sum + script.bytes, 0),
      largest: fetched.sort((a, b) => b.bytes - a.bytes).slice(0, 4),
    });
  }
} finally {
  await browser.close();
  await shop.stop();
}

console.log('| Route | scripts | KB brotli | budget | largest (KB) |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  const largest = row.largest
    .map((script) => `${script.file.replace(/-[\w-]{8}\.js$/, '')} ${kb(script.bytes).toFixed(1)}`)
    .join(', ');
  const limit = `${row.limit.maxScripts} / ${row.limit.maxKb}`;
  console.log(
    `| \`${row.route}\` | ${row.scripts} | ${kb(row.bytes).toFixed(1)} | ${limit} | ${largest} |`,
  );
}

if (check) {
  const over = rows.filter(
    (row) => kb(row.bytes) > row.limit.maxKb || row.scripts > row.limit.maxScripts,
  );
  for (const row of over)
    console.error(
      `Over budget: ${row.name} (${row.route}) loads ${row.scripts} scripts, ${kb(row.bytes).toFixed(1)} KB; the budget is ${row.limit.maxScripts} scripts, ${row.limit.maxKb} KB (scripts/js-budget.json).`,
    );
  if (over.length) process.exit(1);
  console.log('Every route within its budget.');
  const short = rows.filter(
    (row) => kb(row.bytes) > budget.target.maxKb || row.scripts > budget.target.maxScripts,
  );
  if (short.length)
    console.log(
      `Still over issue 16's target (${budget.target.maxKb} KB, ${budget.target.maxScripts} scripts): ${short.map((row) => row.name).join(', ')}.`,
    );
}
