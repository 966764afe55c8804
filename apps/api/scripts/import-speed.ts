/**
 * How fast the catalogue import is (issue 27, item 5): generates a catalogue of N products,
 * writes it as a feed file, imports it into a fresh PostgreSQL database and prints the times:
 * the full import into the empty database, the same feed again (no changes), and a delta of
 * 10,000 stock changes. Not part of the test run.
 *
 *   cd apps/api && npx tsx scripts/import-speed.ts [--products 50000] [--pglite]
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the
 * script creates a database of its own there and drops it afterwards. --pglite measures the
 * embedded database (in memory) instead.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type DemoCatalogue, type DemoProduct, generateDemoCatalogue } from '@cairn/demo-data';
import pg from 'pg';
import { feedLines } from '../src/catalogue-import/feed-lines.ts';
import { readFeed } from '../src/catalogue-import/feed-reading.ts';
import { openFeedSource } from '../src/catalogue-import/feed-source.ts';
import { describeSummary, importCatalogue } from '../src/catalogue-import/import-catalogue.ts';
import { type DatabaseOptions, openDatabase } from '../src/db/database.ts';
import { demoFeedLines } from '../src/seed/catalogue-feed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    pglite: { type: 'boolean', default: false },
  },
});
const wanted = Number(values.products);
const deltaSize = 10_000;

// SEAM: generateDemoCatalogue takes { products } once the demo generator's scaling (branch
// `scale`) is on main; until then it answers its own 920 and `copiedUpTo` makes up the rest.
const generate: (options?: { products?: number }) => DemoCatalogue = generateDemoCatalogue;

const generated = generate({ products: wanted });
const catalogue = copiedUpTo(generated, wanted);
const variants = catalogue.products.reduce((sum, product) => sum + product.variants.length, 0);
console.log(
  `${catalogue.products.length.toLocaleString('en-GB')} products, ${variants.toLocaleString('en-GB')} sizes` +
    (generated.products.length < wanted
      ? ` (the generator made ${generated.products.length}; the rest are renumbered copies of them)`
      : ''),
);

const folder = mkdtempSync(join(tmpdir(), 'cairn-import-speed-'));
const feedPath = join(folder, 'catalogue.jsonl');
const deltaPath = join(folder, 'stock-delta.jsonl');
await writeLines(feedPath, demoFeedLines(catalogue));
const skus = catalogue.products.flatMap((product) =>
  product.variants.map((variant) => variant.sku),
);
await writeLines(deltaPath, stockDelta(skus));

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `cairn_import_speed_${randomBytes(4).toString('hex')}`;
let options: DatabaseOptions = { memory: true };
if (!values.pglite) {
  await admin(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  options = { url: url.href };
}
const handle = await openDatabase(options, () => {});
try {
  const engine = values.pglite ? 'PGlite (in memory)' : 'PostgreSQL';
  console.log(`${engine}:`);
  await timed('full import into the empty database', feedPath);
  await timed('the same feed again (no changes)', feedPath);
  await timed(`a delta of ${deltaSize.toLocaleString('en-GB')} stock changes`, deltaPath);
} finally {
  await handle.close();
  if (!values.pglite) await admin(`drop database if exists "${name}" with (force)`);
  rmSync(folder, { recursive: true, force: true });
}

async function timed(label: string, path: string) {
  const started = performance.now();
  const source = await openFeedSource(path);
  const feed = await readFeed(feedLines(source.chunks));
  const read = performance.now();
  const steps: string[] = [];
  const outcome = await importCatalogue(handle.db, feed, {
    source: path,
    onStep: (step) => steps.push(`${((performance.now() - started) / 1000).toFixed(2)} s ${step}`),
  });
  const seconds = (performance.now() - started) / 1000;
  if (!outcome.ok) throw new Error(outcome.problems.slice(0, 10).join('\n'));
  console.log(
    `  ${label}: ${seconds.toFixed(2)} s (reading ${((read - started) / 1000).toFixed(2)} s)\n    ${describeSummary(outcome.summary)}\n    steps from the start: ${steps.join(', ')}`,
  );
}

/**
 * Labelled stand-in while the generator makes fewer than `count`: copies of its products with
 * new ids, codes, slugs and skus (and every tenth price moved a little), so the import sees
 * `count` distinct colourways spread as the demo's are.
 */
function copiedUpTo(source: DemoCatalogue, count: number): DemoCatalogue {
  if (source.products.length >= count) return source;
  const base = source.products;
  const maxId = Math.max(...base.map((product) => product.id));
  const products: DemoProduct[] = [];
  for (let index = 0; index < count; index += 1) {
    const original = base[index % base.length];
    if (!original) throw new Error('The generator made no products');
    const copy = Math.floor(index / base.length);
    if (copy === 0) {
      products.push(original);
      continue;
    }
    const code = String((Number(original.code) + copy * 7919) % 1_000_000).padStart(6, '0');
    const tag = `c${copy}`;
    products.push({
      ...original,
      id: maxId * copy + original.id,
      code,
      slug: `${original.slug}-${tag}`,
      sku: `${original.sku}-${tag}`,
      priceMinor: index % 10 === 0 ? original.priceMinor + 100 : original.priceMinor,
      priceBeforeDiscountMinor:
        index % 10 === 0
          ? original.priceBeforeDiscountMinor + 100
          : original.priceBeforeDiscountMinor,
      variants: original.variants.map((variant) => ({ ...variant, sku: `${variant.sku}-${tag}` })),
      // Bundles name their items' skus; a copy's bundle keeps its original's items.
    });
  }
  return { ...source, products };
}

function* stockDelta(skus: string[]): Generator<string> {
  yield JSON.stringify({ type: 'feed', version: 1, mode: 'delta' });
  const step = Math.max(1, Math.floor(skus.length / deltaSize));
  for (let index = 0; index < deltaSize && index * step < skus.length; index += 1) {
    yield JSON.stringify({ type: 'stock', sku: skus[index * step], stock: 1000 + index });
  }
}

async function writeLines(path: string, lines: Iterable<string>) {
  const file = createWriteStream(path);
  for (const line of lines) {
    if (!file.write(`${line}\n`))
      await new Promise<void>((done) => file.once('drain', () => done()));
  }
  await new Promise<void>((done, fail) =>
    file.end((error?: Error | null) => (error ? fail(error) : done())),
  );
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
