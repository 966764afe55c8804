/**
 * Instructions per lookup, by kind of request, counted by Valgrind's callgrind: unlike times,
 * the load on a shared machine does not move them. Run on the built package:
 *   npx -y pnpm@10.34.9 --filter @cairn/redirects bench:instructions
 * Needs valgrind, and takes a few minutes. The script runs itself under callgrind, told to
 * dump its counts whenever V8's GetHeapStatistics is entered: each measured phase sits between
 * two `getHeapStatistics()` calls, so each phase's count lands in a file of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import type { RedirectRule } from '../src/index.ts';

const CHILD = '--under-callgrind';
const COUNT = 20_000;
const PASSES = 5;

type Kind = 'as linked' | 'other case' | 'trailing slash' | 'with a query' | 'bench mix';
const KINDS: readonly Kind[] = [
  'as linked',
  'other case',
  'trailing slash',
  'with a query',
  'bench mix',
];
type Phase = { side: 'hits' | 'misses'; kind: Kind; via: 'match' | 'map' };

if (process.argv.includes(CHILD)) await measure();
else report();

/** Under callgrind: builds the requests, warms up, then runs each phase between two marks. */
async function measure(): Promise<void> {
  const built = new URL('../dist/index.js', import.meta.url).href;
  const { createRedirectMatcher, parseRedirectPortions, routeKey } = (await import(
    built
  )) as typeof import('../src/index.js');
  const dataDir = new URL('../data/', import.meta.url);
  const portions = readdirSync(dataDir)
    .filter((name) => /^portion-\d+\.js$/.test(name))
    .sort()
    .map((name) => ({ text: readFileSync(new URL(name, dataDir), 'utf8'), source: name }));
  const rules = parseRedirectPortions(portions).rules;
  const matcher = createRedirectMatcher(rules);
  const pathOf = (from: string) => from.replace(/^https?:\/\/[^/]+/, '');
  const bareMap = new Map<string, unknown>();
  for (const rule of rules) bareMap.set(routeKey(pathOf(rule.from)), rule.to);

  // As in the bench: flat strings, and the bench's mix of 60% as linked, 20% in upper case,
  // 10% with a trailing slash, 10% with a query.
  const flat = (text: string) => Buffer.from(text, 'latin1').toString('latin1');
  const shape: Record<Exclude<Kind, 'bench mix'>, (path: string) => string> = {
    'as linked': (path) => path,
    'other case': (path) => path.toUpperCase(),
    'trailing slash': (path) => (path.endsWith('/') ? path : `${path}/`),
    'with a query': (path) => `${path}?utm_source=newsletter&page=2`,
  };
  const mixed = (path: string, i: number) =>
    (i % 10 < 2
      ? shape['other case']
      : i % 10 === 2
        ? shape['trailing slash']
        : i % 10 === 3
          ? shape['with a query']
          : shape['as linked'])(path);
  let seed = 1;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const hitPaths: string[] = [];
  const missPaths: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    hitPaths.push(pathOf((rules[Math.floor(random() * rules.length)] as RedirectRule).from));
    missPaths.push(`/rab-alpine-jacket-${900000 + i}`);
  }
  const sets = (['hits', 'misses'] as const).flatMap((side) =>
    KINDS.map((kind) => {
      const urls = (side === 'hits' ? hitPaths : missPaths).map((path, i) =>
        flat(kind === 'bench mix' ? mixed(path, i) : shape[kind](path)),
      );
      return { side, kind, urls, keys: urls.map((url) => flat(routeKey(url))) };
    }),
  );

  let sink = 0;
  const viaMatch = (urls: string[]) => {
    for (let i = 0; i < urls.length; i++) if (matcher.match(urls[i] as string)) sink++;
  };
  const viaMap = (keys: string[]) => {
    for (let i = 0; i < keys.length; i++) if (bareMap.get(keys[i] as string) !== undefined) sink++;
  };
  // Let V8 optimise on the mix, as in the bench; then one pass over every set, since V8
  // caches a string's hash the first time it is needed and the bench's strings are all warm.
  for (let round = 0; round < 30; round++) {
    for (const set of sets) {
      if (set.kind === 'bench mix') {
        viaMatch(set.urls);
        viaMap(set.keys);
      }
    }
  }
  for (const set of sets) {
    viaMatch(set.urls);
    viaMap(set.keys);
  }

  const phases: Phase[] = [];
  for (const set of sets) {
    for (const via of ['match', 'map'] as const) {
      getHeapStatistics();
      for (let pass = 0; pass < PASSES; pass++) {
        if (via === 'match') viaMatch(set.urls);
        else viaMap(set.keys);
      }
      phases.push({ side: set.side, kind: set.kind, via });
    }
  }
  getHeapStatistics();
  console.log(JSON.stringify({ phases, sink }));
}

/** Runs the measurement under callgrind and prints instructions per call for each phase. */
function report(): void {
  const dir = mkdtempSync(join(tmpdir(), 'redirects-callgrind-'));
  try {
    const child = spawnSync(
      'valgrind',
      [
        '--tool=callgrind',
        // V8 writes and rewrites machine code at run time.
        '--smc-check=all-non-file',
        '--dump-before=*GetHeapStatistics*',
        `--callgrind-out-file=${join(dir, 'callgrind.out')}`,
        process.execPath,
        ...process.execArgv,
        // No concurrent compiler or GC threads: their work would land in the counts at random.
        '--single-threaded',
        fileURLToPath(import.meta.url),
        CHILD,
      ],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    );
    if (child.status !== 0) {
      throw new Error(`valgrind failed (is it installed?):\n${child.error ?? child.stderr}`);
    }
    const { phases } = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as {
      phases: Phase[];
    };
    // Part 1 runs up to the first mark; part k + 1 is phase k.
    const parts = new Map<number, number>();
    for (const name of readdirSync(dir)) {
      const text = readFileSync(join(dir, name), 'utf8');
      const part = /^part: (\d+)$/m.exec(text)?.[1];
      const summary = /^summary: (\d+)$/m.exec(text)?.[1];
      if (part !== undefined && summary !== undefined) parts.set(Number(part), Number(summary));
    }
    const perCall = new Map<string, number>();
    phases.forEach((phase, k) => {
      const total = parts.get(k + 2);
      if (total === undefined) throw new Error(`callgrind wrote no part for phase ${k}`);
      perCall.set(`${phase.side} ${phase.kind} ${phase.via}`, total / (COUNT * PASSES));
    });

    const cell = (side: string, kind: Kind) => {
      const match = perCall.get(`${side} ${kind} match`) ?? Number.NaN;
      const map = perCall.get(`${side} ${kind} map`) ?? Number.NaN;
      return `${match.toFixed(0).padStart(7)} ${map.toFixed(0).padStart(8)} ${`${(match / map).toFixed(2)}x`.padStart(7)}`;
    };
    console.log(
      `@cairn/redirects: instructions per call (callgrind; node ${process.version}; shipped table; ${COUNT.toLocaleString('en-GB')} requests x ${PASSES} passes a phase)`,
    );
    const columns = `${'match()'.padStart(7)} ${'Map.get'.padStart(8)} ${'ratio'.padStart(7)}`;
    console.log(`${''.padEnd(19)}${'hits'.padEnd(29)}misses`);
    console.log(`${''.padEnd(19)}${columns}     ${columns}`);
    for (const kind of KINDS) {
      console.log(`${kind.padEnd(16)}   ${cell('hits', kind)}     ${cell('misses', kind)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
