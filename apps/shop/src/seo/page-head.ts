import type { PageMeta } from '@cairn/commerce-client';
import { type HeadTags, seo } from './seo.ts';

/**
 * The document head for a page the CMS describes: title, description, canonical, hreflang
 * alternates, Open Graph and Twitter tags, from the page metadata the resolver answers.
 */
export function pageHead(meta: PageMeta, origin: string): Required<HeadTags> {
  const { links = [], ...head } = seo({
    documentTitle: meta.title,
    description: meta.description,
    canonical: { origin, path: meta.canonicalPath },
    alternates: meta.hreflangs,
    social: {
      type: meta.ogType,
      title: meta.ogTitle,
      description: meta.ogDescription,
      image: meta.ogImage,
      twitterTitle: meta.twitterTitle,
      twitterDescription: meta.twitterDescription,
      twitterImage: meta.twitterImage,
      published: meta.datePublished,
      modified: meta.dateModified,
    },
  });
  return { ...head, links };
}
