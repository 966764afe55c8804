import type { PageMeta } from '@cairn/commerce-client';

type HeadTags = {
  meta: Record<string, string>[];
  links: Record<string, string>[];
};

/**
 * The document head for a page: title, description, canonical, hreflang alternates, Open Graph
 * and Twitter tags, from the page metadata the resolver answers (seed 000 section 3).
 */
export function pageHead(meta: PageMeta, origin: string): HeadTags {
  const absolute = (path: string) => new URL(path, origin).href;
  const tags: Record<string, string>[] = [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:type', content: meta.ogType },
    { property: 'og:title', content: meta.ogTitle },
    { property: 'og:description', content: meta.ogDescription },
    { property: 'og:url', content: absolute(meta.canonicalPath) },
    { property: 'og:site_name', content: 'Cairn' },
    { property: 'og:locale', content: 'en_GB' },
    { name: 'twitter:card', content: meta.twitterImage ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: meta.twitterTitle },
    { name: 'twitter:description', content: meta.twitterDescription },
  ];
  if (meta.ogImage) tags.push({ property: 'og:image', content: absolute(meta.ogImage) });
  if (meta.twitterImage) tags.push({ name: 'twitter:image', content: absolute(meta.twitterImage) });
  if (meta.datePublished) {
    tags.push({ property: 'article:published_time', content: meta.datePublished });
  }
  if (meta.dateModified)
    tags.push({ property: 'article:modified_time', content: meta.dateModified });
  return {
    meta: tags,
    links: [
      { rel: 'canonical', href: absolute(meta.canonicalPath) },
      ...meta.hreflangs.map((alternate) => ({
        rel: 'alternate',
        hrefLang: alternate.lang,
        href: absolute(alternate.path),
      })),
    ],
  };
}

/**
 * Canonical and hreflang links for a page the shop renders itself (search, compare, login,
 * checkout, account): the page's own address, for the one UK English site.
 *
 * @example head: ({ match }) => ({ links: ownPageLinks(match.context.origin, match.pathname) })
 */
export function ownPageLinks(origin: string, path: string): Record<string, string>[] {
  const href = new URL(path, origin).href;
  return [
    { rel: 'canonical', href },
    { rel: 'alternate', hrefLang: 'en-GB', href },
    { rel: 'alternate', hrefLang: 'x-default', href },
  ];
}
