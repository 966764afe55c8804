/**
 * Benchmark (a script that prints figures, not a timed test), run on the built package:
 *   npx -y pnpm@10.34.9 --filter @cairn/redirects bench
 * Prints parse + build times for the shipped table and a generated 100,000-rule table,
 * lookups per second for hits and misses, and how `match()` compares with a bare `Map.get`
 * on keys normalised in advance, over the same requests.
 *
 * The machine is shared, so every figure is a median, and the lookup variants run in
 * interleaved rounds: a burst of load from elsewhere slows all of them alike instead of
 * whichever happened to be running, and the ratios stay comparable between runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createRng } from '@cairn/demo-data';
import type { RedirectRule } from '../src/index.ts';

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

/** Rounds of the interleaved lookup measurement (each round runs every variant once). */
const ROUNDS = 11;
/**
 * Least milliseconds a timed run should take. A lookup pass can take 5 ms, about one slice
 * of the scheduler: one preemption would double it, and medians of such runs swing widely.
 */
const MIN_RUN_MS = 50;

type Variant = {
  /** One pass over the requests. */
  run: () => void;
  /**
   * Untimed work before each timed run, e.g. making fresh copies of the requests. A variant
   * with it runs one pass per timed run (a second pass would not find them fresh).
   */
  prepare?: () => void;
};

/**
 * Runs every variant once per round, rotating the order from round to round, and returns
 * each one's median milliseconds per pass. A warm-up run first (also to let V8 optimise)
 * sets how many passes make up one timed run of at least MIN_RUN_MS.
 */
function interleaved<K extends string>(variants: Record<K, Variant>): Record<K, number> {
  const names = Object.keys(variants) as K[];
  const passes = new Map<K, number>();
  const runs = new Map<K, number[]>(names.map((name) => [name, []]));
  for (const name of names) {
    const variant = variants[name];
    variant.prepare?.();
    const start = performance.now();
    variant.run();
    const once = performance.now() - start;
    passes.set(name, variant.prepare ? 1 : Math.max(1, Math.ceil(MIN_RUN_MS / once)));
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length] as K;
      const variant = variants[name];
      const count = passes.get(name) ?? 1;
      variant.prepare?.();
      const start = performance.now();
      for (let pass = 0; pass < count; pass++) variant.run();
      runs.get(name)?.push((performance.now() - start) / count);
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(runs.get(name) ?? [])])) as Record<
    K,
    number
  >;
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
// Seeded, so every run measures the same table.
const random = createRng(1).next;
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
  // The strings above are probed round after round, so V8 has cached their hashes after the
  // first. A real request is a new string that must be hashed: `fresh` variants probe new
  // copies each round (made before the clock starts), on both sides of the ratio.
  const both = [...hits, ...misses];
  const freshUrls = [...both];
  const freshKeys = [...hitKeys, ...missKeys];
  const renew = (from: string[], into: string[]) => () => {
    for (let i = 0; i < from.length; i++) into[i] = flat(from[i] as string);
  };
  const t = interleaved({
    hitMatch: { run: viaMatch(hits) },
    hitMap: { run: viaMap(hitKeys) },
    missMatch: { run: viaMatch(misses) },
    missMap: { run: viaMap(missKeys) },
    naive: { run: viaNaive(both) },
    freshMatch: { prepare: renew(freshUrls, freshUrls), run: viaMatch(freshUrls) },
    freshMap: { prepare: renew(freshKeys, freshKeys), run: viaMap(freshKeys) },
  });
  const rate = (msPerRun: number) => perSecond(COUNT / (msPerRun / 1000));
  console.log(
    `lookups, ${label}: ${COUNT.toLocaleString('en-GB')} hits and as many misses (40% in other case, with a slash or a query); medians of ${ROUNDS} interleaved rounds`,
  );
  console.log(
    `  hits    match() ${rate(t.hitMatch)}   Map.get ${rate(t.hitMap)}   ratio ${(t.hitMatch / t.hitMap).toFixed(2)}x`,
  );
  console.log(
    `  misses  match() ${rate(t.missMatch)}   Map.get ${rate(t.missMap)}   ratio ${(t.missMatch / t.missMap).toFixed(2)}x`,
  );
  console.log(
    `  all     ratio ${((t.hitMatch + t.missMatch) / (t.hitMap + t.missMap)).toFixed(2)}x match() / Map.get on pre-normalised keys;  ${((t.hitMatch + t.missMatch) / t.naive).toFixed(2)}x match() / Map.get(routeKey(url))`,
  );
  console.log(
    `  fresh   ratio ${(t.freshMatch / t.freshMap).toFixed(2)}x match() / Map.get, both on new strings (no cached hash), hits and misses`,
  );
}

console.log(
  `@cairn/redirects benchmark  (node ${process.version}, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; build times: median of ${RUNS}, lookups: median of ${ROUNDS} rounds)`,
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
// The load at the end too: a figure measured while it rose or fell is worth less.
console.log(`load average at the end ${loadavg()[0]?.toFixed(1)}`);
