import { cacheTag } from '@cairn/server-kit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { syncCatalogue } from './catalogue-sync.ts';
import { applyDelta, unknownDeltaSkus } from './delta-apply.ts';
import type { FeedMode } from './feed-format.ts';
import { describeProblems, type FeedProblem, type ReadFeed } from './feed-reading.ts';
import { tagsTouched } from './purged-tags.ts';
import { type Executor, rowsOf } from './sql-rows.ts';

export type ImportOptions = {
  /** The file name or URL the feed came from, for messages and the import log. */
  source: string;
  /** Import the valid records and count the rest, rather than importing nothing. */
  skipInvalid?: boolean;
  /** Do everything, then roll back: what an import would change. */
  dryRun?: boolean;
  /** Keep the stock of sizes the shop has (the demo seed). */
  keepStock?: boolean;
  /** Products to retire by id in a full or upsert import (see SyncOptions.retire). */
  retire?: readonly number[];
  /**
   * Purges the touched tags after the commit; inside the API, its `purge` (every replica).
   * The tags are also stored with the import, for processes that did not hear the purge.
   */
  purge?: (tags: string[]) => Promise<void>;
  /** The import's current step, for progress. */
  onStep?: (step: string) => void;
  /** When reading the feed began, so the duration covers it (default: now). */
  startedAt?: Date;
  /**
   * How problems are named (default `source:line: field: message`); an import from Centra
   * names the Centra object and field instead of a line.
   */
  describe?: (problems: FeedProblem[]) => string[];
};

export type ImportSummary = {
  source: string;
  mode: FeedMode;
  /** Record lines read. */
  records: number;
  added: number;
  /** Products changed (facts, placements, sizes, price or stock; restored ones too). */
  changed: number;
  retired: number;
  /** Invalid records left out (`skipInvalid`). */
  skipped: number;
  brandsChanged: number;
  categoriesChanged: number;
  purgedTags: string[];
  dryRun: boolean;
  /** The import's row in catalogue_imports (none for a dry run). */
  importId: number | undefined;
  durationMs: number;
};

export type ImportOutcome =
  | { ok: true; summary: ImportSummary; problems: string[] }
  | { ok: false; problems: string[] };

class DryRunRollback extends Error {
  constructor(readonly summary: ImportSummary) {
    super('dry run: rolled back');
  }
}

/** Products added or retired from which an import refreshes the planner's statistics. */
const plannerStatisticsAfter = 50;

/**
 * Imports a read feed in one transaction: every record or none. Bad records (the reading's
 * problems, and references to brands, categories or skus neither the feed nor the shop has)
 * stop the import unless `skipInvalid`; the run is logged in catalogue_imports with the tags
 * it touched, which are purged once the transaction has committed.
 */
export async function importCatalogue(
  db: Database,
  feed: ReadFeed,
  {
    source,
    skipInvalid = false,
    dryRun = false,
    keepStock = false,
    retire = [],
    purge,
    onStep,
    startedAt = new Date(),
    describe = (problems) => describeProblems(source, problems),
  }: ImportOptions,
): Promise<ImportOutcome> {
  const started = startedAt;
  if (feed.unreadable) return { ok: false, problems: describe(feed.problems) };
  onStep?.('checking references');
  const known = await knownNames(db);
  const referenceProblems =
    feed.mode === 'delta' ? await deltaReferences(db, feed) : catalogueReferences(feed, known);
  const problems = [...feed.problems, ...referenceProblems];
  const invalid = new Set([...feed.invalidLines, ...referenceProblems.map((p) => p.line)]);
  if (problems.length > 0 && !skipInvalid) {
    return { ok: false, problems: describe(problems) };
  }
  const valid = <T>(located: { line: number; record: T }[]) =>
    located.filter(({ line }) => !invalid.has(line)).map(({ record }) => record);

  try {
    const summary = await db.transaction(async (tx) => {
      let touched: { brands: string[]; categories: string[]; products: number[] };
      let counts: { added: number; changed: number; retired: number };
      if (feed.mode === 'delta') {
        onStep?.('prices and stock');
        const products = await applyDelta(tx, {
          prices: valid(feed.prices),
          stocks: valid(feed.stocks),
        });
        touched = { brands: [], categories: [], products };
        counts = { added: 0, changed: products.length, retired: 0 };
      } else {
        const changes = await syncCatalogue(
          tx,
          {
            brands: valid(feed.brands),
            categories: valid(feed.categories),
            products: valid(feed.products),
          },
          {
            retireMissing: feed.mode === 'full',
            retire,
            keepStock,
            known,
            ...(onStep && { onStep }),
          },
        );
        touched = {
          brands: changes.brands,
          categories: changes.categories,
          products: [
            ...changes.addedProducts,
            ...changes.changedProducts,
            ...changes.retiredProducts,
          ].sort((a, b) => a - b),
        };
        counts = {
          added: changes.addedProducts.length,
          changed: changes.changedProducts.length,
          retired: changes.retiredProducts.length,
        };
      }
      const purgedTags = tagsTouched(touched);
      const result: ImportSummary = {
        source,
        mode: feed.mode,
        records: feed.records,
        ...counts,
        skipped: invalid.size,
        brandsChanged: touched.brands.length,
        categoriesChanged: touched.categories.length,
        purgedTags,
        dryRun,
        importId: undefined,
        durationMs: 0,
      };
      if (dryRun) throw new DryRunRollback(result);
      result.importId = await logImport(tx, result, started);
      return result;
    });
    if (summary.added + summary.retired >= plannerStatisticsAfter) {
      onStep?.('updating planner statistics');
      // Autovacuum would get to it within a minute, but until then PostgreSQL plans the pages'
      // queries for the catalogue it last sampled: after a first import, for empty tables (a
      // product card's categories by a scan of every category, 10 ms a card at 50,000 products).
      await db.execute(sql`analyze products, variants, product_categories, brands, categories`);
    }
    summary.durationMs = Date.now() - started.getTime();
    if (summary.purgedTags.length > 0) {
      onStep?.('purging caches');
      // With the import's own tag: the shops that hear this do not purge it again from its row.
      const heard =
        summary.importId === undefined ? [] : [cacheTag.catalogueImport(summary.importId)];
      await purge?.([...summary.purgedTags, ...heard]);
    }
    return { ok: true, summary, problems: describe(problems) };
  } catch (error) {
    if (error instanceof DryRunRollback) {
      const summary = { ...error.summary, durationMs: Date.now() - started.getTime() };
      return { ok: true, summary, problems: describe(problems) };
    }
    // A constraint the feed cannot see (a slug or sku another product in the shop holds).
    const refusal = constraintRefusal(error);
    if (refusal) {
      return { ok: false, problems: [`${source}: the database refused the import: ${refusal}`] };
    }
    throw error;
  }
}

/** The sentence a summary comes to: "no changes" when a feed was already in the shop. */
export function describeSummary(summary: ImportSummary): string {
  const seconds = (summary.durationMs / 1000).toFixed(1);
  const what = summary.dryRun ? 'Dry run (nothing written)' : 'Imported';
  const nothing =
    summary.added +
      summary.changed +
      summary.retired +
      summary.brandsChanged +
      summary.categoriesChanged ===
    0;
  const changes = nothing
    ? 'no changes'
    : [
        `${summary.added} added`,
        `${summary.changed} changed`,
        `${summary.retired} retired`,
        `${summary.brandsChanged} brands and ${summary.categoriesChanged} categories changed`,
      ].join(', ');
  const skipped = summary.skipped > 0 ? `; ${summary.skipped} invalid records skipped` : '';
  return `${what} ${summary.source} (${summary.mode}): ${summary.records.toLocaleString('en-GB')} records, ${changes}${skipped} in ${seconds} s`;
}

const databaseError = z.object({
  code: z.string().regex(/^23/),
  message: z.string(),
  detail: z.string().optional(),
});

/** An integrity error's message and detail (drizzle puts the driver's error in `cause`). */
function constraintRefusal(error: unknown): string | undefined {
  const found =
    databaseError.safeParse(error).data ??
    databaseError.safeParse(z.object({ cause: z.unknown() }).safeParse(error).data?.cause).data;
  if (!found) return undefined;
  return found.detail ? `${found.message} (${found.detail})` : found.message;
}

async function logImport(tx: Executor, summary: ImportSummary, started: Date): Promise<number> {
  const [row] = await rowsOf(
    tx,
    sql`insert into catalogue_imports (source, mode, records, changed, retired, skipped, purged_tags, started_at)
      values (${summary.source}, ${summary.mode}, ${summary.records},
        ${summary.added + summary.changed + summary.brandsChanged + summary.categoriesChanged},
        ${summary.retired}, ${summary.skipped},
        array(select json_array_elements_text(${JSON.stringify(summary.purgedTags)}::json)),
        ${started.toISOString()}::timestamptz)
      returning id`,
    z.object({ id: z.coerce.number() }),
  );
  if (!row) throw new Error('The import log row was not written');
  return row.id;
}

export type KnownNames = { brandNames: Map<string, string>; categoryNames: Map<string, string> };

async function knownNames(db: Executor): Promise<KnownNames> {
  const brands = await rowsOf(
    db,
    sql`select slug, name from brands`,
    z.object({ slug: z.string(), name: z.string() }),
  );
  const categories = await rowsOf(
    db,
    sql`select uri, name from categories`,
    z.object({ uri: z.string(), name: z.string() }),
  );
  return {
    brandNames: new Map(brands.map((row) => [row.slug, row.name])),
    categoryNames: new Map(categories.map((row) => [row.uri, row.name])),
  };
}

/**
 * A category's parent, a product's brand and categories must be in the feed (as valid records)
 * or already in the shop. A category whose parent is invalid is invalid too, and so on down.
 */
export function catalogueReferences(feed: ReadFeed, known: KnownNames): FeedProblem[] {
  const problems: FeedProblem[] = [];
  const brands = new Set(known.brandNames.keys());
  for (const { line, record } of feed.brands)
    if (!feed.invalidLines.has(line)) brands.add(record.slug);
  const categories = new Set(known.categoryNames.keys());
  let pending = feed.categories.filter(({ line }) => !feed.invalidLines.has(line));
  const inFeed = new Set(pending.map(({ record }) => record.uri));
  // Parents may come after their children in a feed: settle the tree, then name what is left.
  for (let progress = true; progress; ) {
    progress = false;
    const waiting: typeof pending = [];
    for (const entry of pending) {
      const parent = entry.record.parentUri;
      if (parent === null || categories.has(parent)) {
        categories.add(entry.record.uri);
        progress = true;
      } else waiting.push(entry);
    }
    pending = waiting;
  }
  for (const { line, record } of pending) {
    problems.push({
      line,
      field: 'parentUri',
      message: inFeed.has(record.parentUri ?? '')
        ? `category ${record.parentUri} is not valid in this feed`
        : `no category ${record.parentUri} in the feed or the shop`,
    });
  }
  for (const { line, record } of feed.products) {
    if (feed.invalidLines.has(line)) continue;
    if (!brands.has(record.brand)) {
      problems.push({
        line,
        field: 'brand',
        message: `no brand ${record.brand} in the feed or the shop`,
      });
    }
    record.categories.forEach((uri, index) => {
      if (!categories.has(uri)) {
        problems.push({
          line,
          field: `categories[${index}]`,
          message: `no category ${uri} in the feed or the shop`,
        });
      }
    });
  }
  return problems;
}

async function deltaReferences(db: Executor, feed: ReadFeed): Promise<FeedProblem[]> {
  const valid = <T>(located: { line: number; record: T }[]) =>
    located.filter(({ line }) => !feed.invalidLines.has(line));
  const prices = valid(feed.prices);
  const stocks = valid(feed.stocks);
  const unknown = await unknownDeltaSkus(db, {
    prices: prices.map(({ record }) => record),
    stocks: stocks.map(({ record }) => record),
  });
  return [
    ...prices
      .filter(({ record }) => unknown.prices.has(record.sku))
      .map(({ line, record }) => ({
        line,
        field: 'sku',
        message: `no product with sku ${record.sku} in the shop`,
      })),
    ...stocks
      .filter(({ record }) => unknown.stocks.has(record.sku))
      .map(({ line, record }) => ({
        line,
        field: 'sku',
        message: `no size with sku ${record.sku} in the shop`,
      })),
  ];
}
