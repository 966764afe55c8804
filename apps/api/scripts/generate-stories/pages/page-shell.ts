import type { Blok } from '../blocks.ts';
import { type StoryFileJson, seo, storyFile } from '../story-file.ts';

/** The common shape of a content page: a title, SEO fields and a body whose first block is the hero. */
export function contentPage(fields: {
  slug: string;
  name: string;
  component?: 'page' | 'info-page';
  title?: string;
  /** The document title when `{title} | Cairn` does not read well. */
  seoTitle?: string;
  description: string;
  image?: string;
  firstPublishedAt?: string;
  publishedAt?: string;
  tags?: string[];
  body: Blok[];
  /** Extra root fields (e.g. a store's address). */
  fields?: Record<string, unknown>;
  published?: boolean;
  draftBody?: Blok[];
}): StoryFileJson {
  const title = fields.title ?? fields.name;
  const content = (body: Blok[]): Blok => ({
    component: fields.component ?? 'page',
    title,
    seo: seo({
      title: fields.seoTitle ?? `${title} | Cairn`,
      description: fields.description,
      image: fields.image,
    }),
    ...fields.fields,
    body,
  });
  return storyFile({
    slug: fields.slug,
    name: fields.name,
    firstPublishedAt: fields.firstPublishedAt,
    publishedAt: fields.publishedAt,
    tags: fields.tags,
    published: fields.published,
    content: content(fields.body),
    draftContent: fields.draftBody ? content(fields.draftBody) : undefined,
  });
}
