/**
 * Benchmark (a script that prints figures, not a timed test), run on the built package:
 *   npx -y pnpm@10.34.9 --filter @cairn/redirects bench
 * Prints parse + build times for the shipped table and a generated 100,000-rule table,
 * lookups per second for hits and misses, and how `match()` compares with a bare `Map.get`
 * on keys normalised in advance, over the same requests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { RedirectRule } from '../src/index.js';

// Measure the built package, as shipped (`bench` builds first): running the source through
// tsx adds a name-keeping wrapper to every closure, which skews the parse figures.
const built = new URL('../dist/index.js', import.meta.url).href;
const { createRedirectMatcher, parseRedirectPortions, routeKey } = (await import(
  built
)) as typeof import('../src/index.js');

const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Runs `fn` RUNS times (after one warm-up) and returns the least milliseconds: on a shared
 * machine the fastest run is the one least disturbed by others. */
function best(fn: () => unknown): number {
  fn();
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    least = Math.min(least, performance.now() - start);
  }
  return least;
}

/** Runs `fn` RUNS times (after one warm-up) and returns the median milliseconds. */
function time(fn: () => unknown): number {
  fn();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    runs.push(performance.now() - start);
  }
  return median(runs);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const perSecond = (n: number) => `${(n / 1e6).toFixed(1)} M/s`;

// --- The shipped table -------------------------------------------------------------------
const dataDir = new URL('../data/', import.meta.url);
const portions = readdirSync(dataDir)
  .filter((name) => /^portion-\d+\.js$/.test(name))
  .sort()
  .map((name) => ({ text: readFileSync(new URL(name, dataDir), 'utf8'), source: name }));
const shipped = parseRedirectPortions(portions).rules;
const shippedParse = time(() => parseRedirectPortions(portions));
const shippedBuild = time(() => createRedirectMatcher(shipped));

// --- A generated 100,000-rule table ------------------------------------------------------
/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same table. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(1);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const brands = ['rab', 'patagonia', 'the-north-face', 'arcteryx', 'mammut', 'salomon', 'osprey'];
const names = ['alpine', 'summit', 'ridge', 'storm', 'trail', 'glacier', 'cirrus', 'torridon'];
const kinds = ['jacket', 'pants', 'fleece', 'boot', 'pack', 'tent', 'gloves', 'hoodie'];
const genders = ['mens', 'womens', 'men-s', 'women-s', ''];

const SIZE = 100_000;
const bigRules: RedirectRule[] = [];
for (let i = 0; i < SIZE; i++) {
  const brand = pick(brands);
  const name = `${pick(names)}-${pick(kinds)}`;
  const code = String(100000 + i).padStart(6, '0');
  const gender = pick(genders);
  const g = gender === '' ? '' : `${gender}-`;
  const to = `/${brand}-${g.replace('-s-', 's-')}${name}-${code}-9${String(i % 100).padStart(2, '0')}`;
  bigRules.push(
    i % 10 === 0
      ? { from: `/old/${brand}/${name}/${code}/`, to: `/brands/${brand}` }
      : { from: `/${brand}-${g}${name}-${code}`, to },
  );
}
const bigText = `// generated benchmark table\n[\n${bigRules
  .map((r) => `  { from: '${r.from}', to: '${r.to}' },`)
  .join('\n')}\n]\n`;
const bigParse = time(() => parseRedirectPortions([{ text: bigText }]));
const bigBuild = time(() => createRedirectMatcher(bigRules));
const parsedBig = parseRedirectPortions([{ text: bigText }]);
if (parsedBig.rules.length !== SIZE) throw new Error('benchmark table did not parse whole');

// --- Lookups -----------------------------------------------------------------------------
/** Request URLs arrive as flat strings from the HTTP parser, not as concatenations. */
const flat = (text: string) => Buffer.from(text, 'latin1').toString('latin1');

/** Requests as they arrive: mostly as linked, some in other case, with a slash or a query. */
function request(from: string, i: number): string {
  const path = from.replace(/^https?:\/\/[^/]+/, '');
  switch (i % 10) {
    case 0:
    case 1:
      return path.toUpperCase();
    case 2:
      return path.endsWith('/') ? path : `${path}/`;
    case 3:
      return `${path}?utm_source=newsletter&page=2`;
    default:
      return path;
  }
}

const COUNT = 200_000;
let sink = 0;

function measureLookups(label: string, rules: readonly RedirectRule[]): void {
  const matcher = createRedirectMatcher(rules);
  const hits: string[] = [];
  const misses: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const rule = rules[Math.floor(random() * rules.length)] as RedirectRule;
    hits.push(flat(request(rule.from, i)));
    misses.push(flat(request(`/${pick(brands)}-${pick(names)}-${pick(kinds)}-${900000 + i}`, i)));
  }
  for (const url of hits.slice(0, 1000)) {
    if (!matcher.match(url)) throw new Error(`benchmark request should hit: ${url}`);
  }
  // The baseline: the same table as a plain Map, probed with keys normalised in advance.
  const bareMap = new Map<string, unknown>();
  for (const rule of rules)
    bareMap.set(routeKey(rule.from.replace(/^https?:\/\/[^/]+/, '')), rule.to);
  const hitKeys = hits.map((url) => flat(routeKey(url)));
  const missKeys = misses.map((url) => flat(routeKey(url)));

  const viaMatch = (urls: string[]) => () => {
    for (let i = 0; i < urls.length; i++) if (matcher.match(urls[i] as string)) sink++;
  };
  const viaMap = (keys: string[]) => () => {
    for (let i = 0; i < keys.length; i++) if (bareMap.get(keys[i] as string) !== undefined) sink++;
  };
  // For context: what normalising each request and then calling Map.get costs.
  const viaNaive = (urls: string[]) => () => {
    for (let i = 0; i < urls.length; i++)
      if (bareMap.get(routeKey(urls[i] as string)) !== undefined) sink++;
  };
  const hitMatch = best(viaMatch(hits));
  const missMatch = best(viaMatch(misses));
  const hitMap = best(viaMap(hitKeys));
  const missMap = best(viaMap(missKeys));
  const naive = best(viaNaive(hits)) + best(viaNaive(misses));
  const rate = (msPerRun: number) => perSecond(COUNT / (msPerRun / 1000));
  console.log(
    `lookups, ${label}: ${COUNT.toLocaleString('en-GB')} hits and as many misses (40% in other case, with a slash or a query)`,
  );
  console.log(
    `  hits    match() ${rate(hitMatch)}   Map.get ${rate(hitMap)}   ratio ${(hitMatch / hitMap).toFixed(2)}x`,
  );
  console.log(
    `  misses  match() ${rate(missMatch)}   Map.get ${rate(missMap)}   ratio ${(missMatch / missMap).toFixed(2)}x`,
  );
  console.log(
    `  all     ratio ${((hitMatch + missMatch) / (hitMap + missMap)).toFixed(2)}x match() / Map.get on pre-normalised keys;  ${((hitMatch + missMatch) / naive).toFixed(2)}x match() / Map.get(routeKey(url))`,
  );
}

console.log(
  `@cairn/redirects benchmark  (node ${process.version}, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; build times: median of ${RUNS}, lookups: best of ${RUNS})`,
);
console.log(`shipped table    ${shipped.length} rules in ${portions.length} portions`);
console.log(`  parse          ${ms(shippedParse)}`);
console.log(`  build matcher  ${ms(shippedBuild)}`);
console.log(`  parse + build  ${ms(shippedParse + shippedBuild)}`);
console.log(
  `generated table  ${SIZE.toLocaleString('en-GB')} rules, ${(bigText.length / 1e6).toFixed(1)} MB of text`,
);
console.log(`  parse          ${ms(bigParse)}`);
console.log(`  build matcher  ${ms(bigBuild)}`);
console.log(`  parse + build  ${ms(bigParse + bigBuild)}`);
measureLookups('shipped table', shipped);
measureLookups('100,000-rule table', bigRules);
if (sink === 0) console.log('(no lookups hit)');
