import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ContentSource } from '../content/content-source.ts';
import type { Database } from '../db/database.ts';
import { countries } from '../db/schema.ts';

export const globalsSlug = 'settings/globals';

/**
 * Third-party scripts the shop may load: each widget is null (static information) until
 * configured; the Storyblok bridge always has an address and loads only in preview mode.
 */
export type Integrations = {
  klarnaClientId: string | null;
  studentDiscount: { scriptUrl: string; iframeUrl: string } | null;
  storyblokBridgeUrl: string;
};

/**
 * `GET /api/setup` (countries, and which third-party widgets are configured) and
 * `GET /api/globals` (navigation, footer, messages).
 */
export function setupRoutes({
  db,
  content,
  integrations,
}: {
  db: Database;
  content: ContentSource;
  integrations: Integrations;
}) {
  return new Hono()
    .get('/setup', async (c) => {
      const rows = await db
        .select({ code: countries.code, name: countries.name })
        .from(countries)
        .orderBy(asc(countries.position));
      return c.json({ countries: rows, integrations });
    })
    .get('/globals', async (c) => {
      const story = await content.getStory(globalsSlug, {
        preview: c.req.query('preview') === 'true',
      });
      if (!story) return c.json({ error: `The globals story '${globalsSlug}' is missing` }, 404);
      return c.json({ globals: story.content });
    });
}
