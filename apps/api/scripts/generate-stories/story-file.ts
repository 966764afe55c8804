import { createHash } from 'node:crypto';
import type { Blok } from './blocks.ts';

/** The SEO fields the resolver's `storyPageMeta` reads (`content.seo`). */
export type Seo = {
  title: string;
  description: string;
  og_title: string;
  og_description: string;
  og_image?: string;
  twitter_title: string;
  twitter_description: string;
  twitter_image?: string;
};

/** SEO fields with the social titles and descriptions defaulting to the page's own. */
export function seo(fields: {
  title: string;
  description: string;
  image?: string;
  ogTitle?: string;
  ogDescription?: string;
  twitterTitle?: string;
  twitterDescription?: string;
}): Seo {
  const ogTitle = fields.ogTitle ?? fields.title.replace(/ \| Cairn$/, '');
  const ogDescription = fields.ogDescription ?? fields.description;
  return {
    title: fields.title,
    description: fields.description,
    og_title: ogTitle,
    og_description: ogDescription,
    og_image: fields.image,
    twitter_title: fields.twitterTitle ?? ogTitle,
    twitter_description: fields.twitterDescription ?? ogDescription,
    twitter_image: fields.image,
  };
}

/** A story file as `storyFileSchema` (apps/api/src/content/story-files.ts) reads it. */
export type StoryFileJson = {
  name: string;
  full_slug: string;
  published: boolean;
  first_published_at?: string;
  published_at?: string;
  is_startpage: boolean;
  position: number;
  tag_list: string[];
  sort_by_date: string | null;
  content: Blok & { _uid: string };
  draft_content?: Blok & { _uid: string };
};

export type StoryInput = {
  slug: string;
  name: string;
  content: Blok;
  /** False keeps the story out of published reads (a draft never published). */
  published?: boolean;
  /** Leave out for a story that has never been published. */
  firstPublishedAt?: string;
  publishedAt?: string;
  tags?: string[];
  /** Storyblok's date for date-sorted folders (articles), `YYYY-MM-DD`. */
  sortByDate?: string;
  position?: number;
  /** An editor's unpublished changes, shown in preview. */
  draftContent?: Blok;
};

/** Builds a story file with deterministic `_uid`s on every block. */
export function storyFile(input: StoryInput): StoryFileJson {
  const file: StoryFileJson = {
    name: input.name,
    full_slug: input.slug,
    published: input.published ?? true,
    first_published_at: input.firstPublishedAt,
    published_at: input.publishedAt ?? input.firstPublishedAt,
    is_startpage: false,
    position: input.position ?? 0,
    tag_list: input.tags ?? [],
    sort_by_date: input.sortByDate ?? null,
    content: assignUids(input.slug, input.content),
  };
  if (input.draftContent) file.draft_content = assignUids(input.slug, input.draftContent);
  return file;
}

/**
 * Gives every block (every object with a `component`) a `_uid` from its story and its place in
 * the tree, placed first as Storyblok does. The draft of a story gets the same ids for blocks
 * in the same places, as an edited block keeps its id in Storyblok.
 */
export function assignUids(slug: string, content: Blok): Blok & { _uid: string } {
  return withUids(slug, content, 'content') as Blok & { _uid: string };
}

function withUids(slug: string, value: unknown, path: string): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => withUids(slug, item, `${path}.${index}`));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const entries = Object.entries(record)
    .filter(([key]) => key !== '_uid')
    .map(([key, item]) => [key, withUids(slug, item, `${path}.${key}`)] as const);
  if (typeof record.component !== 'string') return Object.fromEntries(entries);
  return { _uid: uid(`${slug}#${path}`), ...Object.fromEntries(entries) };
}

function uid(key: string): string {
  const hex = createHash('sha1').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}`;
}

/**
 * The uuid the content service gives a story (the same derivation as `uuidFromSlug` in
 * apps/api/src/content/story-files.ts; the tests check they agree), for `featured-articles`.
 */
export function storyUuid(slug: string): string {
  const hex = createHash('sha1').update(`cairn-story:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
