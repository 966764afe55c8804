import type { z } from 'zod';
import {
  type BrandRecord,
  type CategoryRecord,
  type FeedHeader,
  type FeedMode,
  feedHeaderSchema,
  feedLineSchema,
  feedVersion,
  type PriceRecord,
  type ProductRecord,
  recordTypesOf,
  type StockRecord,
} from './feed-format.ts';
import type { FeedLine } from './feed-lines.ts';

/** A record and the line it came from. */
export type Located<T> = { line: number; record: T };

/** What is wrong with one field of one line. */
export type FeedProblem = { line: number; field: string; message: string };

/** A feed read and checked line by line, before any reference to the database. */
export type ReadFeed = {
  header: FeedHeader | undefined;
  /** The mode the import runs in: the caller's, else the header's. */
  mode: FeedMode;
  brands: Located<BrandRecord>[];
  categories: Located<CategoryRecord>[];
  products: Located<ProductRecord>[];
  prices: Located<PriceRecord>[];
  stocks: Located<StockRecord>[];
  /** Record lines read (the header is not one). */
  records: number;
  /** Lines with at least one problem; their records are not in the lists above. */
  invalidLines: Set<number>;
  problems: FeedProblem[];
  /** The header is missing or wrong (another version): nothing can be imported, skipped or not. */
  unreadable: boolean;
};

export type ReadFeedOptions = {
  /** Overrides the header's mode (`--mode`); a feed without a header needs it. */
  mode?: FeedMode | undefined;
  /** Called after each record line, for progress. */
  onRecord?: (records: number) => void;
};

/**
 * Reads a feed's lines: the header first, then each record validated against the format, and
 * duplicates (a product id, slug or sku, a size's sku, a brand or category) reported at their
 * second line. Every problem is collected; nothing stops at the first.
 */
export async function readFeed(
  lines: AsyncIterable<FeedLine>,
  { mode: modeOption, onRecord }: ReadFeedOptions = {},
): Promise<ReadFeed> {
  const feed: ReadFeed = {
    header: undefined,
    mode: modeOption ?? 'upsert',
    brands: [],
    categories: [],
    products: [],
    prices: [],
    stocks: [],
    records: 0,
    invalidLines: new Set(),
    problems: [],
    unreadable: false,
  };
  const firstSeen = new Map<string, number>();
  const problem = (line: number, field: string, message: string) => {
    feed.problems.push({ line, field, message });
    feed.invalidLines.add(line);
  };
  /** False (and a problem) when `key` was on an earlier line. */
  const firstTime = (line: number, key: string, field: string, what: string) => {
    const earlier = firstSeen.get(key);
    if (earlier === undefined) {
      firstSeen.set(key, line);
      return true;
    }
    problem(line, field, `${what} is also on line ${earlier}`);
    return false;
  };

  let first = true;
  for await (const { number, text } of lines) {
    const json = parseJson(text);
    if (first) {
      first = false;
      if (isObjectWithType(json, 'feed')) {
        const header = feedHeaderSchema.safeParse(json);
        if (header.success) {
          feed.header = header.data;
          feed.mode = modeOption ?? header.data.mode;
        } else {
          for (const issue of issuesOf(header.error)) problem(number, issue.field, issue.message);
          feed.unreadable = true;
        }
        continue;
      }
      if (!modeOption) {
        problem(
          number,
          'type',
          `expected the feed's header first: {"type":"feed","version":${feedVersion},"mode":"full"} (or give --mode)`,
        );
        feed.unreadable = true;
      }
    }
    feed.records += 1;
    onRecord?.(feed.records);
    if (json === notJson) {
      problem(number, '(line)', 'not a JSON value');
      continue;
    }
    const parsed = feedLineSchema.safeParse(json);
    if (!parsed.success) {
      for (const issue of issuesOf(parsed.error)) problem(number, issue.field, issue.message);
      continue;
    }
    const record = parsed.data;
    if (record.type === 'feed') {
      problem(number, 'type', 'a feed has one header, on its first line');
      continue;
    }
    if (!recordTypesOf[feed.mode].includes(record.type)) {
      problem(
        number,
        'type',
        `a ${feed.mode} feed takes ${recordTypesOf[feed.mode].join(', ')} records, not ${record.type}`,
      );
      continue;
    }
    switch (record.type) {
      case 'brand':
        if (firstTime(number, `brand ${record.slug}`, 'slug', `brand ${record.slug}`))
          feed.brands.push({ line: number, record });
        break;
      case 'category':
        if (firstTime(number, `category ${record.uri}`, 'uri', `category ${record.uri}`))
          feed.categories.push({ line: number, record });
        break;
      case 'product': {
        const unique = [
          firstTime(number, `product ${record.id}`, 'id', `product ${record.id}`),
          firstTime(number, `slug ${record.slug}`, 'slug', `slug ${record.slug}`),
          firstTime(number, `sku ${record.sku}`, 'sku', `sku ${record.sku}`),
          ...record.variants.map((variant, index) =>
            firstTime(number, `sku ${variant.sku}`, `variants[${index}].sku`, `sku ${variant.sku}`),
          ),
        ];
        if (unique.every(Boolean)) feed.products.push({ line: number, record });
        break;
      }
      case 'price':
        if (firstTime(number, `price ${record.sku}`, 'sku', `a price for ${record.sku}`))
          feed.prices.push({ line: number, record });
        break;
      case 'stock':
        if (firstTime(number, `stock ${record.sku}`, 'sku', `stock for ${record.sku}`))
          feed.stocks.push({ line: number, record });
        break;
    }
  }
  return feed;
}

/** `source:line: field: message`, one line per problem, in line order. */
export function describeProblems(source: string, problems: FeedProblem[]): string[] {
  return [...problems]
    .sort((a, b) => a.line - b.line)
    .map((problem) => `${source}:${problem.line}: ${problem.field}: ${problem.message}`);
}

const notJson = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return notJson;
  }
}

function isObjectWithType(value: unknown, type: string): boolean {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === type;
}

/** zod's issues as a field path (`variants[2].stock`) and a message each. */
function issuesOf(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({
    field: fieldPath(issue.path),
    message: issue.message,
  }));
}

function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(record)';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}
