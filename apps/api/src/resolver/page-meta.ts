import type { PageMeta } from '@cairn/commerce-client/contract';
import type { Story } from '../content/content-source.ts';

/** The document head's metadata, as the contract names it. */
export type { PageMeta };

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

/** Head metadata of a product page from its meta fields, with its first image for sharing. */
export function productPageMeta(
  product: {
    metaTitle: string;
    metaDescription: string;
    thumbnail: { image: { filename: string } };
    createdAt: string;
  },
  path: string,
): PageMeta {
  const image = product.thumbnail.image.filename
    ? `/images/products/${product.thumbnail.image.filename}`
    : null;
  return {
    title: product.metaTitle,
    description: product.metaDescription,
    canonicalPath: path,
    hreflangs: [
      { lang: 'en-GB', path },
      { lang: 'x-default', path },
    ],
    ogTitle: product.metaTitle,
    ogDescription: product.metaDescription,
    ogImage: image,
    ogType: 'product',
    twitterTitle: product.metaTitle,
    twitterDescription: product.metaDescription,
    twitterImage: image,
    datePublished: product.createdAt,
    dateModified: null,
  };
}

/**
 * Head metadata of a category listing: the category story's SEO fields when editors wrote
 * them, the catalogue's meta title and description otherwise.
 */
export function categoryPageMeta(
  category: { metaTitle: string; metaDescription: string },
  story: Story | null,
  path: string,
): PageMeta {
  const fallback = {
    name: category.metaTitle,
    uuid: '',
    full_slug: '',
    created_at: '',
    published_at: null,
    first_published_at: null,
    content: {
      _uid: '',
      component: 'category',
      seo: { title: category.metaTitle, description: category.metaDescription },
    },
  } satisfies Story;
  const meta = storyPageMeta(story ?? fallback, path);
  return { ...meta, description: meta.description || category.metaDescription };
}

/**
 * Head metadata of a retired product's page (status 410): says the product is no longer sold;
 * the page itself tells crawlers not to index it.
 */
export function retiredProductPageMeta(product: { name: string }, path: string): PageMeta {
  const title = `${product.name} is no longer sold | ${siteName}`;
  const description = `We no longer sell the ${product.name}. Find something like it in its category, from its brand, or by searching the shop.`;
  return {
    title,
    description,
    canonicalPath: path,
    hreflangs: [],
    ogTitle: title,
    ogDescription: description,
    ogImage: null,
    ogType: 'website',
    twitterTitle: title,
    twitterDescription: description,
    twitterImage: null,
    datePublished: null,
    dateModified: null,
  };
}
