/** A sitemap (sitemaps.org 0.9) of the given page paths on the public origin. */
export function sitemapXml(
  entries: { path: string; lastModified: string | null }[],
  origin: string,
): string {
  const urls = entries.map((entry) => {
    const loc = escapeXml(new URL(entry.path, origin).href);
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${loc}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Crawl rules: everything but the account, checkout and API; where the sitemap is. */
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
