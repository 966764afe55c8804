import type {
  SitemapEntry,
  SitemapFile,
  SitemapFileEntries,
  SitemapIndex,
} from '@cairn/commerce-client/contract';
import { and, asc, between, isNotNull, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { categories, products, stories } from '../db/schema.ts';
import { text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import { isInternalStory } from '../resolver/resolver-routes.ts';

/**
 * Products per sitemap file. sitemaps.org allows 50,000 addresses and 50 MB a file; a product
 * address is the origin and a slug (100 characters at most), well under 1 KB with its lastmod.
 * A file holds a fixed range of product ids, so any file is one primary-key range scan.
 */
export const PRODUCTS_PER_SITEMAP = 50_000;

/** Product ids are PostgreSQL integers, so files past this one can hold none. */
const LAST_PRODUCT_ID = 2_147_483_647;
const LAST_PRODUCT_FILE = Math.ceil(LAST_PRODUCT_ID / PRODUCTS_PER_SITEMAP);

const productFile = /^products-([1-9][0-9]{0,4})$/;
const fileParam = z.object({ file: text({ max: 64 }) });

const cacheControl = 'public, max-age=3600';

/**
 * The sitemap, split as sitemaps.org asks: `GET /api/sitemap` lists the files (`pages` with
 * its latest published story, then `products-1`, `products-2`, …, only those with products on
 * sale); `GET /api/sitemap/{file}` gives a file's addresses with their last change (products:
 * `updated_at`). Retired products are left out. No answer reads more than one file's products.
 */
export function sitemapRoutes({ db }: { db: Database }) {
  async function pageEntries(): Promise<SitemapEntry[]> {
    const [storyRows, categoryRows] = await Promise.all([
      db
        .select({ slug: stories.fullSlug, publishedAt: stories.publishedAt })
        .from(stories)
        .where(isNotNull(stories.content))
        .orderBy(asc(stories.fullSlug)),
      db.select({ uri: categories.uri }).from(categories).orderBy(asc(categories.position)),
    ]);
    // Categories carry no lastmod: the latest change among their products would mean reading
    // every product of the catalogue for /all, and a listing's lastmod is optional.
    return [
      ...storyRows
        .filter((row) => row.slug === 'home' || !isInternalStory(row.slug))
        .map((row) => ({
          path: row.slug === 'home' ? '/' : `/${row.slug}`,
          lastModified: row.publishedAt?.toISOString() ?? null,
        })),
      ...categoryRows.map((row) => ({ path: row.uri, lastModified: null })),
    ];
  }

  async function productFiles(): Promise<SitemapFile[]> {
    // Which id ranges hold a product on sale: one primary-key probe per file, never a pass over
    // the products. A file's lastmod would be the latest updated_at among its 50,000 rows, i.e.
    // reading every product for the index (a third of a second at 250,000 on a busy machine);
    // the index's lastmod is optional, and each address in the files carries its own.
    const per = sql.raw(String(PRODUCTS_PER_SITEMAP));
    const result = (await db.execute(sql`
      select n::int as file
      from generate_series(1::bigint, (select (max(${products.id})::bigint - 1) / ${per} + 1 from ${products})) n
      where exists (
        select 1 from ${products}
        where ${products.id} between (n - 1) * ${per} + 1 and n * ${per}
          and ${products.retiredAt} is null
      )
      order by n`)) as unknown as { rows: { file: number }[] };
    return result.rows.map((row) => ({ name: `products-${row.file}`, lastModified: null }));
  }

  async function productEntries(file: number): Promise<SitemapEntry[]> {
    const first = (file - 1) * PRODUCTS_PER_SITEMAP + 1;
    // Paths and ISO times come out of the database as text: no Date per row.
    return db
      .select({
        path: sql<string>`'/' || ${products.slug}`,
        lastModified: sql<string>`to_char(${products.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      })
      .from(products)
      .where(
        and(
          between(products.id, first, Math.min(first + PRODUCTS_PER_SITEMAP - 1, LAST_PRODUCT_ID)),
          isNull(products.retiredAt),
        ),
      )
      .orderBy(asc(products.id));
  }

  return new Hono()
    .get('/sitemap', async (c) => {
      const [pages, files] = await Promise.all([pageEntries(), productFiles()]);
      const latest = pages.reduce<string | null>(
        (max, entry) =>
          entry.lastModified && (!max || entry.lastModified > max) ? entry.lastModified : max,
        null,
      );
      c.header('Cache-Control', cacheControl);
      // An empty shop (no stories, no categories yet) has no pages file to name.
      const pagesFile = pages.length > 0 ? [{ name: 'pages', lastModified: latest }] : [];
      return c.json({ files: [...pagesFile, ...files] } satisfies SitemapIndex);
    })
    .get('/sitemap/:file', validate('param', fileParam), async (c) => {
      const { file: name } = c.req.valid('param');
      const number = Number(productFile.exec(name)?.[1] ?? 0);
      const known = name === 'pages' || (number >= 1 && number <= LAST_PRODUCT_FILE);
      if (!known) return c.json({ error: 'No such sitemap file' }, 404);
      const entries = number > 0 ? await productEntries(number) : await pageEntries();
      // A product file past the last product, or whose products are all retired, is not listed.
      if (entries.length === 0) return c.json({ error: 'No such sitemap file' }, 404);
      c.header('Cache-Control', cacheControl);
      return c.json({ entries } satisfies SitemapFileEntries);
    });
}
