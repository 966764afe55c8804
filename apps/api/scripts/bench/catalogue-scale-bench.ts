/*
 * The catalogue at scale (issue 27): in one run, generated catalogues of each size are
 * imported into a fresh database of each engine, the built shop is started on it with page and
 * data caches off, and one request at a time it is asked for listings (with every facet),
 * searches, typo searches, predictive search, product resolves, rendered category and search
 * pages and the sitemaps. Prints every figure per size and engine, the import times and the
 * server's memory, then each target with whether it holds. A script to run by hand, not a test.
 *
 *   npx -y pnpm@10.34.9 build            # the shop's production build (apps/shop/dist)
 *   npx -y pnpm@10.34.9 --filter @cairn/api exec tsx scripts/bench/catalogue-scale-bench.ts \
 *     [--sizes 1000,50000,250000] [--pglite-sizes 1000,50000] [--requests 100]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readStoryFiles } from '../../src/content/story-files.ts';
import { seedStories } from '../../src/content/story-store.ts';
import { openDatabase } from '../../src/db/database.ts';
import { seedCountries } from '../../src/setup/countries.ts';
import { admin, defaultDatabaseUrl } from './engines.ts';
import { machineContext } from './report.ts';
import { keystrokesOf, searchWords } from './search-words.ts';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const shopMain = join(repository, 'apps/shop/dist/server/main.js');
const pnpm = ['-y', 'pnpm@10.34.9'];

type Engine = 'postgres' | 'pglite';
type Figures = { p50: number; p99: number; max: number; count: number };
type Run = {
  engine: Engine;
  size: number;
  importSeconds: number;
  deltaSeconds: number;
  rssMb: number;
  figures: Map<string, Figures>;
  sitemap: { indexMs: number; slowestFileMs: number; files: number; urls: number };
};

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,50000,250000' },
    'pglite-sizes': { type: 'string', default: '1000,50000' },
    requests: { type: 'string', default: '100' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('See the comment at the top of scripts/bench/catalogue-scale-bench.ts');
  process.exit(0);
}
const sizesOf = (list: string) =>
  list
    .split(',')
    .filter(Boolean)
    .map((size) => {
      const number = Number(size);
      if (!Number.isInteger(number) || number < 1) throw new Error(`not a size: ${size}`);
      return number;
    });
const sizes = sizesOf(values.sizes);
const pgliteSizes = sizesOf(values['pglite-sizes']);
const requestsPerKind = Number(values.requests);
const databaseUrl = process.env.DATABASE_URL ?? defaultDatabaseUrl;
const work = await mkdtemp(join(tmpdir(), 'cairn-scale-'));

if (!existsSync(shopMain)) {
  console.error(`No shop build at ${shopMain}: run \`npx -y pnpm@10.34.9 build\` first.`);
  process.exit(2);
}

async function measure(
  engine: Engine,
  size: number,
  feed: string,
  delta: string,
  catalogue: Catalogue,
): Promise<Run> {
  const database = await freshDatabase(engine);
  try {
    // Into the empty database, as a retailer's first import.
    const importSeconds = await importTime(['catalogue', 'import', feed], database.env);
    const deltaSeconds = await importTime(
      ['catalogue', 'import', delta, '--mode', 'delta'],
      database.env,
    );
    await seedContent(database);
    const server = await startShop(database.env);
    try {
      const figures = await requestMix(server.origin, catalogue, size);
      const sitemap = await sitemaps(server.origin);
      const rssMb = await residentMemory(server.process);
      return {
        engine,
        size,
        importSeconds,
        deltaSeconds,
        rssMb,
        figures,
        sitemap,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

// --- the databases ---------------------------------------------------------------------------

type BenchDatabase = {
  env: Record<string, string>;
  options: { url: string } | { dataDir: string };
  drop(): Promise<void>;
};

async function freshDatabase(engine: Engine): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(join(work, 'pglite-'));
    return {
      // DATABASE_URL emptied: the caller's PostgreSQL would otherwise win over the data folder.
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      options: { dataDir: join(dataDir, 'pglite') },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `cairn_scale_${randomBytes(5).toString('hex')}`;
  await admin(databaseUrl, `create database "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    options: { url: url.href },
    drop: () => admin(databaseUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** The shipped stories and countries: what pages need beside the catalogue. */
async function seedContent(database: BenchDatabase): Promise<void> {
  const handle = await openDatabase(database.options, () => undefined);
  try {
    await seedCountries(handle.db);
    await seedStories(handle.db, readStoryFiles());
  } finally {
    await handle.close();
  }
}

// --- the shop --------------------------------------------------------------------------------

type RunningShop = { origin: string; process: ChildProcess; stop(): Promise<void> };

async function startShop(env: Record<string, string>): Promise<RunningShop> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [shopMain], {
    cwd: repository,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      DEMO: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      CONTENT_TOKEN: 'bench-public-token-0123456789',
      CONTENT_PREVIEW_TOKEN: 'bench-preview-token-0123456789',
      TEST_PAYMENTS: '0',
      PAGE_CACHE: 'off',
      DATA_CACHE: 'off',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the shop did not become ready in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    process: child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function residentMemory(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

// --- the catalogue the requests are drawn from ---------------------------------------------

type Catalogue = {
  products: { slug: string }[];
  categories: string[];
  brands: string[];
  skus: string[];
};

async function readCatalogue(feed: string): Promise<Catalogue> {
  const catalogue: Catalogue = { products: [], categories: [], brands: [], skus: [] };
  const lines = createInterface({
    input: createReadStream(feed),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as {
      type: string;
      slug?: string;
      uri?: string;
      kind?: string;
      variants?: { sku: string }[];
    };
    if (record.type === 'product' && record.slug) {
      catalogue.products.push({ slug: record.slug });
      for (const variant of record.variants ?? []) catalogue.skus.push(variant.sku);
    } else if (record.type === 'category' && record.uri && record.kind === 'catalogue') {
      catalogue.categories.push(record.uri);
    } else if (record.type === 'brand' && record.slug) {
      catalogue.brands.push(record.slug);
    }
  }
  return catalogue;
}

/** A delta of `count` stock changes, each to a different size (a feed names a sku once). */
async function writeDelta(file: string, skus: string[], count: number): Promise<void> {
  const random = seeded(7);
  const chosen = [...skus];
  // The first `count` of a seeded shuffle (Fisher-Yates).
  for (let index = 0; index < Math.min(count, chosen.length); index += 1) {
    const other = index + Math.floor(random() * (chosen.length - index));
    [chosen[index], chosen[other]] = [chosen[other] as string, chosen[index] as string];
  }
  const lines = [JSON.stringify({ type: 'feed', version: 1, mode: 'delta' })];
  for (const sku of chosen.slice(0, count)) {
    lines.push(JSON.stringify({ type: 'stock', sku, stock: Math.floor(random() * 40) }));
  }
  await writeFile(file, `${lines.join('\n')}\n`);
}

// --- the requests ----------------------------------------------------------------------------

const typos = [
  'jaket waterprof',
  'fleese',
  'bots mens',
  'rucksak',
  'trowsers',
  'gloovs',
  'insulatd jaket',
  'merino sokcs',
  'tnet',
  'helmit',
];
const sorts = ['recommended', 'newest', 'price-asc', 'price-desc', 'top-rated', 'biggest-discount'];

type Facets = { name: string; values: { value: string }[] }[];

async function requestMix(
  origin: string,
  catalogue: Catalogue,
  size: number,
): Promise<Map<string, Figures>> {
  const random = seeded(size);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const post = (path: string, body: object) => () =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = (path: string) => () => fetch(`${origin}${path}`);

  // The facets shoppers choose from, read once per category and brand (not measured).
  const categoryFacets = new Map<string, Facets>();
  for (const uri of catalogue.categories.slice(0, 40)) {
    const answer = await (await post('/api/catalog/get-category-products', { uri })()).json();
    categoryFacets.set(uri, (answer as { facets: Facets }).facets ?? []);
  }
  const brandFacets = new Map<string, Facets>();
  for (const brand of catalogue.brands.slice(0, 20)) {
    const answer = await (await post('/api/catalog/get-brand-products', { brand })()).json();
    brandFacets.set(brand, (answer as { facets: Facets }).facets ?? []);
  }
  const filtersFrom = (facets: Facets, count: number, without?: string) => {
    const choices = facets.filter((facet) => facet.name !== without && facet.values.length > 0);
    const filters: Record<string, string[]> = {};
    for (let index = 0; index < count && choices.length > 0; index += 1) {
      const facet = pick(choices);
      const value = pick(facet.values).value;
      const values = filters[facet.name] ?? [];
      if (!values.includes(value)) filters[facet.name] = [...values, value];
    }
    return filters;
  };
  const categories = [...categoryFacets.keys()];
  const brands = [...brandFacets.keys()];
  const suggestions = keystrokesOf([...searchWords, ...catalogue.brands.slice(0, 10)]);

  const kinds: [string, () => () => Promise<Response>][] = [
    [
      'listing /all, every facet, any page',
      () =>
        post('/api/catalog/get-category-products', {
          uri: '/all',
          page: 1 + Math.floor(random() * 20),
        }),
    ],
    [
      'listing category, any sort and page',
      () =>
        post('/api/catalog/get-category-products', {
          uri: pick(categories),
          sort: pick(sorts),
          page: 1 + Math.floor(random() * 3),
        }),
    ],
    [
      'listing category with 1-3 filters',
      () => {
        const uri = pick(categories);
        return post('/api/catalog/get-category-products', {
          uri,
          filters: filtersFrom(categoryFacets.get(uri) ?? [], 1 + Math.floor(random() * 3)),
          sort: pick(sorts),
          page: 1 + Math.floor(random() * 2),
        });
      },
    ],
    [
      'listing brand with a filter',
      () => {
        const brand = pick(brands);
        return post('/api/catalog/get-brand-products', {
          brand,
          filters: filtersFrom(brandFacets.get(brand) ?? [], 1, 'brand'),
          page: 1 + Math.floor(random() * 2),
        });
      },
    ],
    [
      'search',
      () =>
        post('/api/catalog/search', { q: pick(searchWords), page: 1 + Math.floor(random() * 3) }),
    ],
    ['search with typos', () => post('/api/catalog/search', { q: pick(typos) })],
    [
      'suggest (a keystroke)',
      () => get(`/api/catalog/suggest?q=${encodeURIComponent(pick(suggestions))}`),
    ],
    ['resolver, a product', () => get(`/api/resolver/${pick(catalogue.products).slug}`)],
    ['page: category', () => get(`${pick(categories)}?page=${1 + Math.floor(random() * 2)}`)],
    ['page: search', () => get(`/search?q=${encodeURIComponent(pick(searchWords))}`)],
  ];
  const figures = new Map<string, Figures>();
  for (const [kind, request] of kinds) {
    // Warm-up: JIT and the connection pool, not counted.
    for (let index = 0; index < 10; index += 1) await (await request()()).arrayBuffer();
    const times: number[] = [];
    for (let index = 0; index < requestsPerKind; index += 1) {
      const send = request();
      const started = performance.now();
      const response = await send();
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status >= 500) throw new Error(`${kind}: ${response.status}`);
    }
    figures.set(kind, percentiles(times));
  }
  return figures;
}

async function sitemaps(origin: string): Promise<Run['sitemap']> {
  const started = performance.now();
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const indexMs = performance.now() - started;
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  let slowestFileMs = 0;
  let urls = 0;
  for (const file of files) {
    const path = new URL(file).pathname;
    const fileStarted = performance.now();
    const body = await (await fetch(`${origin}${path}`)).text();
    slowestFileMs = Math.max(slowestFileMs, performance.now() - fileStarted);
    urls += body.split('<url>').length - 1;
  }
  return { indexMs, slowestFileMs, files: files.length, urls };
}

// --- figures ---------------------------------------------------------------------------------

function percentiles(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) as number, count: sorted.length };
}

function printRun(run: Run) {
  console.log(`\n## ${run.engine}, ${run.size.toLocaleString('en-GB')} products\n`);
  console.log(
    `import into an empty database ${run.importSeconds.toFixed(1)} s; delta of 10,000 stock changes ${run.deltaSeconds.toFixed(1)} s; server RSS after the mix ${run.rssMb.toFixed(0)} MB`,
  );
  console.log(
    `sitemap index ${run.sitemap.indexMs.toFixed(0)} ms; ${run.sitemap.files} files, ${run.sitemap.urls.toLocaleString('en-GB')} URLs, slowest file ${run.sitemap.slowestFileMs.toFixed(0)} ms\n`,
  );
  console.log('| request | p50 ms | p99 ms | max ms |\n|---|---|---|---|');
  for (const [kind, figures] of run.figures) {
    console.log(
      `| ${kind} | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.max.toFixed(1)} |`,
    );
  }
}

function printSummary(all: Run[]) {
  const find = (engine: Engine, size: number) =>
    all.find((run) => run.engine === engine && run.size === size);
  const checks: [string, boolean | undefined][] = [];
  const listingKinds = [
    'listing /all, every facet, any page',
    'listing category, any sort and page',
    'listing category with 1-3 filters',
    'listing brand with a filter',
    'search',
  ];
  const p99 = (run: Run | undefined, kind: string) => run?.figures.get(kind)?.p99;
  const within = (value: number | undefined, limit: number) =>
    value === undefined ? undefined : value <= limit;
  for (const [size, limit] of [
    [50_000, 50],
    [250_000, 150],
  ] as const) {
    const run = find('postgres', size);
    for (const kind of listingKinds) {
      checks.push([`${kind}: p99 ≤ ${limit} ms at ${size}`, within(p99(run, kind), limit)]);
    }
  }
  checks.push([
    'search with typos: p99 ≤ 50 ms at 50,000',
    within(p99(find('postgres', 50_000), 'search with typos'), 50),
  ]);
  for (const size of [50_000, 250_000]) {
    checks.push([
      `suggest: p99 ≤ 20 ms at ${size}`,
      within(p99(find('postgres', size), 'suggest (a keystroke)'), 20),
    ]);
  }
  for (const kind of ['page: category', 'page: search']) {
    checks.push([
      `${kind}: p99 ≤ 150 ms at 50,000`,
      within(p99(find('postgres', 50_000), kind), 150),
    ]);
  }
  const small = find('postgres', 1000);
  const middle = find('postgres', 50_000);
  if (small && middle) {
    for (const [kind, figures] of middle.figures) {
      const base = small.figures.get(kind)?.p50;
      if (base)
        checks.push([
          `${kind}: p50 grows ≤ 2x from 1,000 to 50,000 (x${(figures.p50 / base).toFixed(2)})`,
          figures.p50 <= 2 * base,
        ]);
    }
  }
  const embedded = find('pglite', 50_000);
  if (embedded && middle) {
    for (const [kind, figures] of embedded.figures) {
      const server = middle.figures.get(kind)?.p99;
      if (server)
        checks.push([
          `PGlite ${kind}: p99 ≤ 3x PostgreSQL's at 50,000 (x${(figures.p99 / server).toFixed(2)})`,
          figures.p99 <= 3 * server,
        ]);
    }
  }
  const largest = find('postgres', 250_000);
  if (largest) {
    checks.push(['sitemap index < 1 s at 250,000', largest.sitemap.indexMs < 1000]);
    checks.push(['any sitemap file < 1 s at 250,000', largest.sitemap.slowestFileMs < 1000]);
    if (small) {
      checks.push([
        `server RSS at 250,000 ≤ 2x at 1,000 (${largest.rssMb.toFixed(0)} / ${small.rssMb.toFixed(0)} MB)`,
        largest.rssMb <= 2 * small.rssMb,
      ]);
    }
  }
  if (middle) {
    checks.push([
      `import of 50,000 into an empty PostgreSQL ≤ 60 s (${middle.importSeconds.toFixed(1)} s)`,
      middle.importSeconds <= 60,
    ]);
    checks.push([
      `delta of 10,000 stock changes ≤ 5 s (${middle.deltaSeconds.toFixed(1)} s)`,
      middle.deltaSeconds <= 5,
    ]);
  }
  console.log('\n## Targets\n');
  for (const [check, holds] of checks) {
    console.log(`- ${holds === undefined ? 'not measured' : holds ? 'holds' : 'MISSED'}: ${check}`);
  }
}

// --- helpers ---------------------------------------------------------------------------------

/** Runs `pnpm <args>` from the repository root; answers what it printed. */
async function command(args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn('npx', [...pnpm, ...args], {
    cwd: repository,
    env: { ...process.env, ...env, REDIS_URL: '', CI: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`pnpm ${args.join(' ')} exited with ${code}:\n${output}`);
  return output;
}

/** An import's own time, from its summary line (the command's start-up left out). */
async function importTime(args: string[], env: Record<string, string>): Promise<number> {
  const output = await command(args, env);
  const seconds = /^Imported .* in ([\d.]+) s$/m.exec(output)?.[1];
  if (!seconds) throw new Error(`no import summary in:\n${output}`);
  return Number(seconds);
}

async function timed(work: () => Promise<void>): Promise<{ seconds: number }> {
  const started = performance.now();
  await work();
  return { seconds: (performance.now() - started) / 1000 };
}

/** A small deterministic generator (mulberry32), so every run asks the same. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

async function main() {
  const runs: Run[] = [];
  try {
    console.log(`${machineContext()}\n`);
    for (const size of [...new Set([...sizes, ...pgliteSizes])].sort((a, b) => a - b)) {
      const feed = join(work, `feed-${size}.jsonl`);
      const generated = await timed(async () => {
        await command(['catalogue', 'generate', '--products', String(size), '--out', feed], {});
      });
      const catalogue = await readCatalogue(feed);
      console.log(
        `${size} products: feed of ${catalogue.products.length} products written in ${generated.seconds.toFixed(1)} s`,
      );
      const delta = join(work, `delta-${size}.jsonl`);
      await writeDelta(delta, catalogue.skus, 10_000);
      for (const engine of ['postgres', 'pglite'] as const) {
        if (engine === 'postgres' ? !sizes.includes(size) : !pgliteSizes.includes(size)) continue;
        runs.push(await measure(engine, size, feed, delta, catalogue));
        printRun(runs.at(-1) as Run);
      }
    }
    printSummary(runs);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
