import type { Story } from '../content/content-source.ts';

/** The page metadata of seed 000 section 3, ready for the document head. */
export type PageMeta = {
  title: string;
  description: string;
  /** The path of the page's canonical URL; the shop adds its origin. */
  canonicalPath: string;
  hreflangs: { lang: string; path: string }[];
  ogTitle: string;
  ogDescription: string;
  ogImage: string | null;
  ogType: 'website' | 'article' | 'product';
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string | null;
  datePublished: string | null;
  dateModified: string | null;
};

type SeoFields = {
  title?: string;
  description?: string;
  og_title?: string;
  og_description?: string;
  og_image?: string;
  twitter_title?: string;
  twitter_description?: string;
  twitter_image?: string;
};

const siteName = 'Cairn';

/** Builds the head metadata from a story's SEO fields, falling back to its name. */
export function storyPageMeta(story: Story, path: string): PageMeta {
  const seo = (story.content.seo ?? {}) as SeoFields;
  const title = seo.title || `${story.content.title ?? story.name} | ${siteName}`;
  const description = seo.description ?? '';
  return {
    title,
    description,
    canonicalPath: path,
    hreflangs: [
      { lang: 'en-GB', path },
      { lang: 'x-default', path },
    ],
    ogTitle: seo.og_title || title,
    ogDescription: seo.og_description || description,
    ogImage: seo.og_image || null,
    ogType: story.content.component === 'article' ? 'article' : 'website',
    twitterTitle: seo.twitter_title || seo.og_title || title,
    twitterDescription: seo.twitter_description || seo.og_description || description,
    twitterImage: seo.twitter_image || seo.og_image || null,
    datePublished: story.first_published_at,
    dateModified: story.published_at,
  };
}
