import { asc, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { categories, products, stories } from '../db/schema.ts';
import { isInternalStory } from '../resolver/resolver-routes.ts';

export type SitemapEntry = { path: string; lastModified: string | null };

/**
 * `GET /api/sitemap`: every public page address (home, content pages, categories, products)
 * with its last change, for the shop's sitemap.xml.
 */
export function sitemapRoutes({ db }: { db: Database }) {
  return new Hono().get('/sitemap', async (c) => {
    const [storyRows, categoryRows, productRows] = await Promise.all([
      db
        .select({ slug: stories.fullSlug, publishedAt: stories.publishedAt })
        .from(stories)
        .where(isNotNull(stories.content))
        .orderBy(asc(stories.fullSlug)),
      db.select({ uri: categories.uri }).from(categories).orderBy(asc(categories.position)),
      db
        .select({ slug: products.slug, createdAt: products.createdAt })
        .from(products)
        .orderBy(asc(products.id)),
    ]);
    const entries: SitemapEntry[] = [
      ...storyRows
        .filter((row) => row.slug === 'home' || !isInternalStory(row.slug))
        .map((row) => ({
          path: row.slug === 'home' ? '/' : `/${row.slug}`,
          lastModified: row.publishedAt?.toISOString() ?? null,
        })),
      ...categoryRows.map((row) => ({ path: row.uri, lastModified: null })),
      ...productRows.map((row) => ({
        path: `/${row.slug}`,
        lastModified: row.createdAt.toISOString(),
      })),
    ];
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ entries });
  });
}
