import { ApiError, createOwnServerClient, type Fetch } from '@cairn/commerce-client';
import { type Context, Hono } from 'hono';
import { robotsTxt, sitemapFileName, sitemapIndexXml, sitemapXml } from './sitemap.ts';

const sitemapUnavailable = 'The sitemap is unavailable; try again shortly.';

/** An API failure as the sitemap answers it: 404 for an unknown file, otherwise unavailable. */
function unanswered(error: unknown): 404 | null {
  if (!(error instanceof ApiError)) throw error;
  return error.status === 404 ? 404 : null;
}

function xmlAnswer(c: Context, xml: string) {
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(xml);
}

/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemaps/<file>.xml`, every address on `origin`. The
 * index names the files (`/sitemaps/pages.xml`, `/sitemaps/products-1.xml`, …), each at most
 * 50,000 addresses; each answer reads one file's rows from the API.
 */
export function sitemapRoutes({ origin, apiFetch }: { origin: string; apiFetch: Fetch }): Hono {
  const api = createOwnServerClient({ baseUrl: origin, fetch: apiFetch });
  return new Hono()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robotsTxt(origin));
    })
    .get('/sitemap.xml', async (c) => {
      const index = await api.getSitemapIndex().catch(unanswered);
      if (index === null || index === 404) return c.text(sitemapUnavailable, 503);
      return xmlAnswer(c, sitemapIndexXml(index.files, origin));
    })
    .get('/sitemaps/:file{[^/]+\\.xml}', async (c) => {
      const name = c.req.param('file').slice(0, -'.xml'.length);
      if (!sitemapFileName.test(name)) return c.text('No such sitemap.', 404);
      const file = await api.getSitemapFile(name).catch(unanswered);
      if (file === 404) return c.text('No such sitemap.', 404);
      if (file === null) return c.text(sitemapUnavailable, 503);
      return xmlAnswer(c, sitemapXml(file.entries, origin));
    });
}
