import type { Setup } from '@cairn/commerce-client/contract';
import { cacheTag, previewGranted, storyTags } from '@cairn/server-kit';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { answerPublicly } from '../cache/cache-control.ts';
import type { ContentSource } from '../content/content-source.ts';
import type { Database } from '../db/database.ts';
import { countries } from '../db/schema.ts';
import { validate } from '../http/validation.ts';
import { dependencyUnavailableIn } from '../resilience/dependency-unavailable.ts';
import { createGlobalsFallback, type GlobalsFallback } from '../resilience/globals-fallback.ts';
import { missingShopContents } from './shop-contents.ts';

export const globalsSlug = 'settings/globals';

const globalsQuery = z.object({ preview: z.enum(['true', 'false']).optional() });

/**
 * Third-party scripts the shop may load: each widget is null (static information) until
 * configured; the Storyblok bridge always has an address and loads only in preview mode.
 */
export type Integrations = {
  klarnaClientId: string | null;
  /**
   * Loqate's address capture at checkout: the key, and the provider's script and stylesheet
   * (whose origin answers the lookups); null: addresses are typed by hand.
   */
  addressLookup: { key: string; scriptUrl: string; styleUrl: string } | null;
  studentDiscount: { scriptUrl: string; iframeUrl: string } | null;
  storyblokBridgeUrl: string;
  /** Hosts an `embedded-html` iframe may come from (EMBED_IFRAME_HOSTS). */
  embedIframeHosts: string[];
};

/**
 * `GET /api/setup` (countries, and which third-party widgets are configured),
 * `GET /api/globals` (navigation, footer, messages) and `GET /api/shop-contents` (what a shop
 * on its first start still lacks: `{ missing: ['catalogue', 'content'] }`, `[]` once it has both).
 */
export function setupRoutes({
  db,
  content,
  integrations,
  globalsFallback = createGlobalsFallback(),
  log = console.warn,
}: {
  db: Database;
  content: ContentSource;
  integrations: Integrations;
  /** What `/globals` answers while the content service is down. */
  globalsFallback?: GlobalsFallback;
  log?: (message: string) => void;
}) {
  return new Hono()
    .get('/setup', async (c) => {
      const rows = await db
        .select({ code: countries.code, name: countries.name })
        .from(countries)
        .orderBy(asc(countries.position));
      answerPublicly(c, []);
      return c.json({ countries: rows, integrations } satisfies Setup);
    })
    .get('/shop-contents', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ missing: await missingShopContents({ db, content }) });
    })
    .get('/globals', validate('query', globalsQuery), async (c) => {
      const requested = c.req.valid('query').preview === 'true';
      // Drafts only for a browser holding the preview cookie; else the published globals.
      const preview = requested && previewGranted(c);
      let story: Awaited<ReturnType<ContentSource['getStory']>>;
      try {
        story = await content.getStory(globalsSlug, { preview });
      } catch (error) {
        // Every page shows the navigation: a content outage must not take the shop with it.
        const outage = dependencyUnavailableIn(error);
        if (!outage) throw error;
        const { globals, source } = globalsFallback.current();
        log(`Globals from the ${source} fallback: ${outage.message}`);
        c.header('Cache-Control', 'no-store');
        c.header('Content-Fallback', source);
        return c.json({ globals });
      }
      if (!story) return c.json({ error: `The globals story '${globalsSlug}' is missing` }, 404);
      if (!preview) globalsFallback.remember(story.content);
      if (!requested) answerPublicly(c, [...storyTags(story), cacheTag.content]);
      return c.json({ globals: story.content });
    });
}
