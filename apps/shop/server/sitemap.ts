import type { SitemapEntry, SitemapFile } from '@cairn/commerce-client/contract';

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Where a sitemap file is served: `/sitemaps/{name}.xml`. */
export function sitemapFilePath(name: string): string {
  return `/sitemaps/${name}.xml`;
}

/** The file names the API serves: `pages` and `products-<n>`; anything else is not asked for. */
export const sitemapFileName = /^(pages|products-[1-9][0-9]{0,4})$/;

// Product and category paths need neither URL parsing nor escaping; a file has 50,000 of them.
const plainPath = /^\/[a-z0-9/-]*$/;

/** A sitemap (sitemaps.org 0.9) of the given page paths on the public origin. */
export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const base = new URL(origin).origin;
  const urls = entries.map((entry) => {
    const loc = plainPath.test(entry.path)
      ? base + entry.path
      : escapeXml(new URL(entry.path, origin).href);
    return `<url><loc>${loc}</loc>${lastmod(entry)}</url>`;
  });
  return `${xmlHead}<urlset xmlns="${namespace}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap index (sitemaps.org 0.9): one `<sitemap>` per file, on the public origin. */
export function sitemapIndexXml(files: SitemapFile[], origin: string): string {
  const sitemaps = files.map((file) => {
    const loc = escapeXml(new URL(sitemapFilePath(file.name), origin).href);
    return `<sitemap><loc>${loc}</loc>${lastmod(file)}</sitemap>`;
  });
  return `${xmlHead}<sitemapindex xmlns="${namespace}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

function lastmod({ lastModified }: Pick<SitemapEntry, 'lastModified'>): string {
  return lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : '';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Crawl rules: everything but the account, checkout and API; where the sitemap index is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /checkout',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
