import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { FeedMode } from '../feed-format.ts';
import type { FeedLine } from '../feed-lines.ts';
import { type FeedProblem, type ReadFeed, readFeed } from '../feed-reading.ts';
import { type Executor, rowsOf } from '../sql-rows.ts';
import type { CentraCatalogue } from './centra-client.ts';
import {
  categoryUriFromCentra,
  centraBrandToFeed,
  centraCategoryToFeed,
  centraFieldOf,
  centraProductToFeed,
  type ExistingCatalogue,
  type ExistingProduct,
  type Mapped,
} from './centra-mapping.ts';

/** A Centra catalogue read as a feed, with problems named by Centra object and field. */
export type CentraFeed = {
  feed: ReadFeed;
  /** `<source> product 60: items[1].stock: message`, one line a problem. */
  describe: (problems: FeedProblem[]) => string[];
};

type Kind = 'brand' | 'category' | 'product';

/**
 * Maps Centra's categories, brands and products to feed records and reads them as a feed
 * (`readFeed`): the same checks as a feed file's (the format, duplicates), then the import's
 * (references). Each object is one numbered "line"; a problem names the object (`product 60`,
 * `category 12`) and the Centra field it came from, not a line. Facts Centra has no field for
 * are the shop's (existing rows) or defaults: docs/catalogue-feed.md, "From Centra".
 */
export async function readCentraCatalogue(
  db: Executor,
  catalogue: Partial<CentraCatalogue>,
  { mode, source, now = new Date() }: { mode: FeedMode; source: string; now?: Date },
): Promise<CentraFeed> {
  const { categories = [], brands = [], products = [] } = catalogue;
  const productIds = products.flatMap((raw) => idOf(raw, 'product') ?? []);
  const existing = await existingCatalogue(db, productIds.map(Number));

  const uriById = new Map<string, string>();
  for (const raw of categories) {
    const id = idOf(raw, 'category');
    const uri = z.object({ uri: z.string() }).safeParse(raw).data?.uri;
    if (id !== undefined && uri) uriById.set(id, categoryUriFromCentra(uri));
  }
  const skuByProductId = new Map<string, string>(
    await skusOfProducts(db, bundleSectionIds(products)),
  );
  for (const raw of products) {
    const id = idOf(raw, 'product');
    const sku = z.object({ sku: z.string() }).safeParse(raw).data?.sku;
    if (id !== undefined && sku) skuByProductId.set(id, sku);
  }
  const categoryUris = new Set([...existing.categories.keys(), ...uriById.values()]);

  const labels = new Map<number, { kind: Kind; label: string }>();
  const lines: FeedLine[] = [];
  const mappingProblems: FeedProblem[] = [];
  let number = 0;
  const add = (kind: Kind, raw: unknown, index: number, mapped: Mapped) => {
    number += 1;
    const id = idOf(raw, kind);
    labels.set(number, { kind, label: id === undefined ? `${kind} [${index}]` : `${kind} ${id}` });
    if (mapped.ok) lines.push({ number, text: JSON.stringify(mapped.record) });
    else for (const problem of mapped.problems) mappingProblems.push({ line: number, ...problem });
  };
  for (const [index, raw] of brands.entries()) {
    add('brand', raw, index, centraBrandToFeed(raw, existing));
  }
  for (const [index, raw] of categories.entries()) {
    add('category', raw, index, centraCategoryToFeed(raw, uriById, existing));
  }
  const context = { existing, skuByProductId, categoryUris, now };
  for (const [index, raw] of products.entries()) {
    add('product', raw, index, centraProductToFeed(raw, context));
  }

  const feed = await readFeed(asLines(lines), { mode });
  const mappedLines = new Set(lines.map((line) => line.number));
  for (const problem of mappingProblems) {
    feed.problems.push(problem);
    feed.invalidLines.add(problem.line);
  }
  feed.records += number - mappedLines.size;

  const describe = (problems: FeedProblem[]) =>
    [...problems]
      .sort((a, b) => a.line - b.line)
      .map((problem) => {
        const where = labels.get(problem.line);
        // Mapping problems already use Centra's names; the feed's checks use the feed's.
        const field =
          where && mappedLines.has(problem.line)
            ? centraFieldOf(where.kind, problem.field)
            : problem.field;
        return `${source} ${where?.label ?? `object ${problem.line}`}: ${field}: ${problem.message}`;
      });
  return { feed, describe };
}

async function* asLines(lines: FeedLine[]): AsyncGenerator<FeedLine> {
  yield* lines;
}

function idOf(raw: unknown, kind: Kind): string | undefined {
  if (typeof raw !== 'object' || raw === null || !(kind in raw)) return undefined;
  const value: unknown = Reflect.get(raw, kind);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Product ids bundles name in their sections (the shop may hold them when Centra sent less). */
function bundleSectionIds(products: unknown[]): number[] {
  const sections = z.object({
    bundleInfo: z.object({
      sections: z.array(z.object({ products: z.array(z.union([z.string(), z.number()])) })),
    }),
  });
  return products.flatMap(
    (raw) =>
      sections
        .safeParse(raw)
        .data?.bundleInfo.sections.flatMap((section) => section.products.map(Number)) ?? [],
  );
}

async function skusOfProducts(db: Executor, ids: number[]): Promise<[string, string][]> {
  const wanted = ids.filter((id) => Number.isInteger(id) && id > 0);
  if (wanted.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select id, sku from products
      where id in (select value::int from json_array_elements_text(${JSON.stringify(wanted)}::json))`,
    z.object({ id: z.coerce.number(), sku: z.string() }),
  );
  return rows.map((row) => [String(row.id), row.sku]);
}

const imageRow = z.object({
  filename: z.string(),
  modelImage: z.boolean(),
  studioImage: z.boolean(),
  order: z.number(),
});

/** The shop's rows for what Centra sent: kept where Centra has no field. */
export async function existingCatalogue(
  db: Database | Executor,
  productIds: number[],
): Promise<ExistingCatalogue> {
  const ids = productIds.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_000_000_000);
  const [productRows, categoryRows, brandRows] = await Promise.all([
    ids.length === 0
      ? []
      : rowsOf(
          db,
          sql`select p.id, p.code, p.suffix, p.gender, p.colour_hex, p.attributes,
              p.rating_average, p.rating_count, p.created_at, p.story, p.images, p.bundle_info,
              coalesce((select json_agg(json_build_array(v.sku, v.stock)) from variants v
                where v.product_id = p.id), '[]'::json) as stock
            from products p
            where p.id in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))`,
          z.object({
            id: z.coerce.number(),
            code: z.string(),
            suffix: z.string(),
            gender: z.string(),
            colour_hex: z.string(),
            attributes: z.record(z.string(), z.string()),
            rating_average: z.coerce.number(),
            rating_count: z.coerce.number(),
            created_at: z.union([z.date(), z.string()]),
            story: z.looseObject({ _uid: z.string(), component: z.string() }).nullable(),
            images: z.array(imageRow),
            bundle_info: z
              .object({
                type: z.enum(['fixed', 'flexible']),
                items: z.array(
                  z.object({
                    sku: z.string(),
                    quantity: z.number(),
                    choices: z.array(z.string()).optional(),
                  }),
                ),
              })
              .nullable(),
            stock: z.array(z.tuple([z.string(), z.coerce.number()])),
          }),
        ),
    rowsOf(
      db,
      sql`select uri, kind, meta_title, meta_description from categories`,
      z.object({
        uri: z.string(),
        kind: z.string(),
        meta_title: z.string(),
        meta_description: z.string(),
      }),
    ),
    rowsOf(
      db,
      sql`select slug, description, sub_pages from brands`,
      z.object({ slug: z.string(), description: z.string(), sub_pages: z.array(z.string()) }),
    ),
  ]);
  return {
    products: new Map(
      productRows.map((row): [number, ExistingProduct] => [
        row.id,
        {
          code: row.code,
          suffix: row.suffix,
          gender: row.gender,
          colourHex: row.colour_hex,
          attributes: row.attributes,
          rating: { average: row.rating_average, count: row.rating_count },
          createdAt: new Date(row.created_at).toISOString(),
          story: row.story ? { body: [], ...row.story } : null,
          images: row.images,
          bundleInfo: row.bundle_info,
          stockBySku: new Map(row.stock),
        },
      ]),
    ),
    categories: new Map(
      categoryRows.map((row) => [
        row.uri,
        { kind: row.kind, metaTitle: row.meta_title, metaDescription: row.meta_description },
      ]),
    ),
    brands: new Map(
      brandRows.map((row) => [row.slug, { description: row.description, subPages: row.sub_pages }]),
    ),
  };
}
