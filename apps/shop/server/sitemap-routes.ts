import type { Fetch } from '@cairn/commerce-client';
import type { SitemapFileEntries, SitemapIndex } from '@cairn/commerce-client/contract';
import { type Context, Hono } from 'hono';
import { robotsTxt, sitemapFileName, sitemapIndexXml, sitemapXml } from './sitemap.ts';

const sitemapUnavailable = 'The sitemap is unavailable; try again shortly.';

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
  return new Hono()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robotsTxt(origin));
    })
    .get('/sitemap.xml', async (c) => {
      const response = await apiFetch(new Request(new URL('/api/sitemap', origin)));
      if (!response.ok) return c.text(sitemapUnavailable, 503);
      const { files } = (await response.json()) as SitemapIndex;
      return xmlAnswer(c, sitemapIndexXml(files, origin));
    })
    .get('/sitemaps/:file{[^/]+\\.xml}', async (c) => {
      const name = c.req.param('file').slice(0, -'.xml'.length);
      if (!sitemapFileName.test(name)) return c.text('No such sitemap.', 404);
      const response = await apiFetch(new Request(new URL(`/api/sitemap/${name}`, origin)));
      if (response.status === 404) return c.text('No such sitemap.', 404);
      if (!response.ok) return c.text(sitemapUnavailable, 503);
      const { entries } = (await response.json()) as SitemapFileEntries;
      return xmlAnswer(c, sitemapXml(entries, origin));
    });
}
