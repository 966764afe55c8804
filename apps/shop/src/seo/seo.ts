/** The tags a route's `head` returns. */
export type HeadTags = {
  meta: Record<string, string>[];
  links?: Record<string, string>[];
};

/** The search-engine rule for a page: the shop's own pages are never indexed. */
export type Robots = 'noindex, follow' | 'noindex, nofollow';

/** Open Graph and Twitter card tags, for pages shared on social sites. */
export type SocialTags = {
  type: string;
  title: string;
  description: string;
  image?: string | null;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage?: string | null;
  published?: string | null;
  modified?: string | null;
};

export type SeoOptions = (
  | {
      /** The page's own title; the site's name follows it ("Checkout | Cairn"). */
      title: string;
    }
  | {
      /** A title that already names the site, as the CMS's page metadata gives it. */
      documentTitle: string;
    }
) & {
  description?: string;
  robots?: Robots;
  /**
   * The page's canonical address, for the canonical and hreflang links. Left out on a layout
   * route, whose child pages name their own.
   */
  canonical?: { origin: string; path: string };
  /** The language alternates; the one UK English site (en-GB and x-default) when left out. */
  alternates?: { lang: string; path: string }[];
  social?: SocialTags;
  /** Further tags, after the standard ones (a referrer policy). */
  meta?: Record<string, string>[];
};

const siteName = 'Cairn';

/**
 * The document head for a page: title, description, robots, Open Graph and Twitter tags, and
 * the canonical and hreflang links, in one place for every route.
 *
 * @example head: ({ match }) => seo({ title: 'Checkout', robots: 'noindex, nofollow', canonical: ownAddress(match) })
 */
export function seo(options: SeoOptions): HeadTags {
  const title = 'title' in options ? `${options.title} | ${siteName}` : options.documentTitle;
  const { description, robots, canonical, social } = options;
  const absolute = (path: string) => new URL(path, canonical?.origin).href;
  const meta: Record<string, string>[] = [{ title }];
  if (description !== undefined) meta.push({ name: 'description', content: description });
  if (social && canonical) meta.push(...socialTags(social, absolute(canonical.path), absolute));
  if (robots) meta.push({ name: 'robots', content: robots });
  meta.push(...(options.meta ?? []));
  if (!canonical) return { meta };
  const alternates = options.alternates ?? [
    { lang: 'en-GB', path: canonical.path },
    { lang: 'x-default', path: canonical.path },
  ];
  return {
    meta,
    links: [
      { rel: 'canonical', href: absolute(canonical.path) },
      ...alternates.map((alternate) => ({
        rel: 'alternate',
        hrefLang: alternate.lang,
        href: absolute(alternate.path),
      })),
    ],
  };
}

/** The address of the page a route matched, for `canonical`. */
export function ownAddress(match: { context: { origin: string }; pathname: string }) {
  return { origin: match.context.origin, path: match.pathname };
}

function socialTags(
  social: SocialTags,
  url: string,
  absolute: (path: string) => string,
): Record<string, string>[] {
  const tags: Record<string, string>[] = [
    { property: 'og:type', content: social.type },
    { property: 'og:title', content: social.title },
    { property: 'og:description', content: social.description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'en_GB' },
    { name: 'twitter:card', content: social.twitterImage ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: social.twitterTitle },
    { name: 'twitter:description', content: social.twitterDescription },
  ];
  if (social.image) tags.push({ property: 'og:image', content: absolute(social.image) });
  if (social.twitterImage) {
    tags.push({ name: 'twitter:image', content: absolute(social.twitterImage) });
  }
  if (social.published) {
    tags.push({ property: 'article:published_time', content: social.published });
  }
  if (social.modified) tags.push({ property: 'article:modified_time', content: social.modified });
  return tags;
}
