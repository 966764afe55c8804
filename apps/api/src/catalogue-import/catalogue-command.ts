import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@cairn/server-kit';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { type Database, openDatabase } from '../db/database.ts';
import type { CentraSource } from './centra/centra-client.ts';
import { CentraSourceError } from './centra/centra-client.ts';
import { importFromCentra } from './centra/centra-sync.ts';
import { type FeedMode, feedModes } from './feed-format.ts';
import { feedLines } from './feed-lines.ts';
import { describeProblems, readFeed } from './feed-reading.ts';
import { FeedSourceError, openFeedSource } from './feed-source.ts';
import {
  catalogueReferences,
  describeSummary,
  type ImportOutcome,
  importCatalogue,
} from './import-catalogue.ts';
import { createImportProgress, type ProgressOutput } from './import-progress.ts';
import { openRemotePurge } from './remote-purge.ts';

/** 0: done; 1: the feed is invalid or was not imported; 2: the command was used wrongly. */
export const exitCodes = { ok: 0, invalid: 1, usage: 2 } as const;

export type CatalogueCommandContext = {
  stdout: ProgressOutput;
  stderr: ProgressOutput;
  /** Where relative paths start: the directory `pnpm catalogue` was run in. */
  cwd: string;
  env: Record<string, string | undefined>;
  /**
   * The demo catalogue as feed lines (`generate`): tooling, kept out of the production graph
   * and handed in by the command's entry (scripts/catalogue.ts).
   */
  generateFeed?: (options: { products?: number }) => Iterable<string>;
  /** Ends `import --from-centra … --every` between runs (the entry aborts it on SIGINT/SIGTERM). */
  signal?: AbortSignal;
};

export const usage = `Usage:
  pnpm catalogue import <file or URL> [--mode full|upsert|delta] [--skip-invalid] [--dry-run]
  pnpm catalogue import --from-centra <Checkout API URL> [--secret-env NAME] [--every SECONDS]
      [--page-size N] [--skip-invalid] [--dry-run]
  pnpm catalogue validate <file or URL> [--mode full|upsert|delta]
  pnpm catalogue generate [--products N] [--out file]

The feed's format: docs/catalogue-feed.md. Exit codes: 0 done, 1 invalid feed (nothing
imported), 2 usage.`;

/** `pnpm catalogue …`: answers the exit code. */
export async function runCatalogueCommand(
  argv: string[],
  context: CatalogueCommandContext,
): Promise<number> {
  const { stderr } = context;
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    stderr.write(`${(error as Error).message}\n\n${usage}\n`);
    return exitCodes.usage;
  }
  try {
    switch (parsed.command) {
      case 'import':
        return parsed.fromCentra
          ? await importFromCentraCommand(parsed, context)
          : await importOrValidate(parsed, context);
      case 'validate':
        return await importOrValidate(parsed, context);
      case 'generate':
        return await generate(parsed, context);
      default:
        stderr.write(`${usage}\n`);
        return parsed.command === 'help' ? exitCodes.ok : exitCodes.usage;
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      stderr.write(`${error.message}\n`);
      return exitCodes.usage;
    }
    if (error instanceof FeedSourceError || error instanceof CentraSourceError) {
      stderr.write(`${error.message}\n`);
      return exitCodes.invalid;
    }
    if (error instanceof DataDirInUseError) {
      stderr.write(
        `The shop's embedded database (${error.dataDir}) is open in a running shop (process ${error.pid}).\n` +
          'Stop the shop first, or push deltas over HTTP (POST /api/catalogue/deltas with CATALOGUE_IMPORT_TOKEN).\n',
      );
      return exitCodes.invalid;
    }
    throw error;
  }
}

type Parsed = {
  command: string;
  location: string | undefined;
  mode: FeedMode | undefined;
  skipInvalid: boolean;
  dryRun: boolean;
  products: number | undefined;
  out: string | undefined;
  fromCentra: string | undefined;
  secretEnv: string | undefined;
  every: number | undefined;
  pageSize: number | undefined;
};

function parseCommand(argv: string[]): Parsed {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      mode: { type: 'string' },
      'skip-invalid': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      products: { type: 'string' },
      out: { type: 'string' },
      'from-centra': { type: 'string' },
      'secret-env': { type: 'string' },
      every: { type: 'string' },
      'page-size': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command = 'help', location, ...extra] = values.help ? ['help'] : positionals;
  if (extra.length > 0) throw new Error(`One feed at a time (also given: ${extra.join(' ')})`);
  const mode = feedModes.find((known) => known === values.mode);
  if (values.mode !== undefined && !mode) {
    throw new Error(`--mode must be one of ${feedModes.join(', ')} (given: ${values.mode})`);
  }
  const fromCentra = values['from-centra'];
  if (fromCentra !== undefined) {
    if (command !== 'import') throw new Error('--from-centra goes with import');
    if (location)
      throw new Error('import --from-centra reads Centra, not a feed: give one of them');
    if (!/^https?:\/\/[^\s/]+/i.test(fromCentra)) {
      throw new Error(
        `--from-centra must be the Checkout API's http(s) address (given: ${fromCentra})`,
      );
    }
  } else if ((command === 'import' || command === 'validate') && !location) {
    throw new Error(`${command} needs a feed: a file or an http(s) URL`);
  }
  if (values['secret-env'] !== undefined && !/^[A-Z_][A-Z0-9_]*$/.test(values['secret-env'])) {
    throw new Error(
      `--secret-env must name an environment variable (given: ${values['secret-env']})`,
    );
  }
  const every = wholeNumber(values.every, '--every', 1);
  const pageSize = wholeNumber(values['page-size'], '--page-size', 1, 500);
  let products: number | undefined;
  if (values.products !== undefined) {
    products = Number(values.products);
    if (!Number.isInteger(products) || products < 1) {
      throw new Error(`--products must be a whole number of 1 or more (given: ${values.products})`);
    }
  }
  return {
    command,
    location,
    mode,
    skipInvalid: values['skip-invalid'],
    dryRun: values['dry-run'],
    products,
    out: values.out,
    fromCentra,
    secretEnv: values['secret-env'],
    every,
    pageSize,
  };
}

function wholeNumber(
  value: string | undefined,
  option: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${option} must be a whole number from ${min} to ${max} (given: ${value})`);
  }
  return number;
}

async function importOrValidate(parsed: Parsed, context: CatalogueCommandContext) {
  const { stdout, stderr, cwd } = context;
  const location = parsed.location ?? '';
  const isUrl = /^https?:\/\//i.test(location);
  const startedAt = new Date();
  const source = await openFeedSource(isUrl ? location : resolve(cwd, location));
  const progress = createImportProgress(stderr);
  const feed = await readFeed(feedLines(source.chunks), {
    mode: parsed.mode,
    onRecord: (records) =>
      progress.reading(
        records,
        source.totalBytes ? source.bytesRead() / source.totalBytes : undefined,
      ),
  });
  progress.done();
  const name = location;

  if (parsed.command === 'validate') {
    // Without the shop's database: references are checked within the feed for a full feed,
    // which must hold every brand and category its products name.
    const problems = [
      ...feed.problems,
      ...(feed.mode === 'full' && !feed.unreadable
        ? catalogueReferences(feed, { brandNames: new Map(), categoryNames: new Map() })
        : []),
    ];
    for (const line of describeProblems(name, problems)) stderr.write(`${line}\n`);
    const records = `${feed.records.toLocaleString('en-GB')} records`;
    if (problems.length > 0 || feed.unreadable) {
      stderr.write(`${name}: ${problems.length} problems in ${records} (${feed.mode} feed)\n`);
      return exitCodes.invalid;
    }
    stdout.write(`${name}: a valid ${feed.mode} feed of ${records}\n`);
    return exitCodes.ok;
  }

  return withShopDatabase(context, parsed.dryRun, (db, purge) =>
    importCatalogue(db, feed, {
      source: name,
      skipInvalid: parsed.skipInvalid,
      dryRun: parsed.dryRun,
      startedAt,
      onStep: (step) => progress.step(step),
      purge,
    }),
  );
}

/**
 * `import --from-centra <url>`: the catalogue read from a Centra Checkout API, once, or every
 * `--every` seconds until the process is stopped (each run writes only what changed).
 */
async function importFromCentraCommand(parsed: Parsed, context: CatalogueCommandContext) {
  const { stdout, stderr, env } = context;
  const url = parsed.fromCentra ?? '';
  const secretName = parsed.secretEnv ?? 'COMMERCE_SHARED_SECRET';
  const secret = env[secretName];
  if (parsed.secretEnv && !secret) {
    stderr.write(`--secret-env names ${secretName}, which is not set\n`);
    return exitCodes.usage;
  }
  const source: CentraSource = {
    url,
    secret,
    ...(parsed.pageSize !== undefined && { pageSize: parsed.pageSize }),
  };
  for (let run = 1; ; run += 1) {
    const progress = createImportProgress(stderr);
    let code: number;
    try {
      code = await withShopDatabase(context, parsed.dryRun, (db, purge) =>
        importFromCentra(db, source, {
          skipInvalid: parsed.skipInvalid,
          dryRun: parsed.dryRun,
          onProducts: (done, total) => progress.reading(done, total > 0 ? done / total : undefined),
          onStep: (step) => progress.step(step),
          purge,
        }),
      );
    } catch (error) {
      // On a schedule, Centra away for one run is tried again at the next.
      if (!(error instanceof CentraSourceError) || parsed.every === undefined) throw error;
      stderr.write(`${error.message}\n`);
      code = exitCodes.invalid;
    }
    progress.done();
    if (parsed.every === undefined || context.signal?.aborted) return code;
    stdout.write(`Next read of Centra in ${parsed.every} s (run ${run + 1}).\n`);
    await sleep(parsed.every * 1000, context.signal);
    if (context.signal?.aborted) return code;
  }
}

/**
 * Opens the shop's database (as the server would find it), runs an import with a purge of
 * what it touched (over Redis when configured), prints its problems or summary and closes.
 */
async function withShopDatabase(
  context: CatalogueCommandContext,
  dryRun: boolean,
  run: (db: Database, purge: (tags: string[]) => Promise<void>) => Promise<ImportOutcome>,
): Promise<number> {
  const { stdout, stderr, env } = context;
  const config = loadConfig(env);
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: join(config.DATA_DIR, 'pglite') },
    (message) => stderr.write(`${message}\n`),
  );
  const remote = dryRun ? undefined : await openRemotePurge(config);
  try {
    const outcome = await run(handle.db, async (tags) => {
      // Without Redis (or with Redis away) the shops purge when they see the import's row.
      if (remote && !(await remote.purge(tags))) {
        stderr.write('Redis did not take the purge: the shops will purge within a few seconds.\n');
      }
    });
    for (const line of outcome.problems) stderr.write(`${line}\n`);
    if (!outcome.ok) {
      stderr.write(
        `Nothing was imported: ${outcome.problems.length} problems. Fix them, or run with --skip-invalid to import the valid records.\n`,
      );
      return exitCodes.invalid;
    }
    const { summary } = outcome;
    stdout.write(`${describeSummary(summary)}\n`);
    if (summary.purgedTags.length > 0 && !summary.dryRun) {
      stdout.write(`Purged ${summary.purgedTags.length} cache tags.\n`);
    }
    return exitCodes.ok;
  } finally {
    await remote?.close();
    await handle.close();
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      done();
    });
  });
}

async function generate(parsed: Parsed, context: CatalogueCommandContext) {
  const { stdout, stderr, cwd, generateFeed } = context;
  if (!generateFeed) {
    stderr.write(
      'generate is a tool of the repository (scripts/catalogue.ts), not of this build\n',
    );
    return exitCodes.usage;
  }
  const lines = generateFeed(parsed.products === undefined ? {} : { products: parsed.products });
  if (!parsed.out) {
    for (const line of lines) stdout.write(`${line}\n`);
    return exitCodes.ok;
  }
  const path = resolve(cwd, parsed.out);
  const file = createWriteStream(path);
  let records = -1;
  for (const line of lines) {
    records += 1;
    if (!file.write(`${line}\n`))
      await new Promise<void>((done) => file.once('drain', () => done()));
  }
  await new Promise<void>((done, fail) =>
    file.end((error?: Error | null) => (error ? fail(error) : done())),
  );
  stdout.write(`Wrote ${records.toLocaleString('en-GB')} records to ${parsed.out}\n`);
  return exitCodes.ok;
}
