import type { ArticleQuery } from '../../data/block-data.tsx';
import { text } from '../block-heading.tsx';

/**
 * The fields of a `featured-articles` block: article cards, either the stories chosen in
 * `articles` (uuids, in that order) or the newest in the `folder` (e.g. `guides/`).
 */
export type FeaturedArticlesBlock = {
  _uid: string;
  component: 'featured-articles';
  title?: string;
  /** Story uuids (a Storyblok multi-options field of stories). */
  articles?: string[];
  folder?: string;
  /** How many to show; 3 by default, at most 12. */
  limit?: number | string;
};

/** What a `featured-articles` block asks `getArticles` for. */
export function featuredArticlesQuery(blok: FeaturedArticlesBlock): ArticleQuery {
  const limit = Math.min(Math.max(Math.trunc(Number(blok.limit ?? 3)) || 3, 1), 12);
  const uuids = Array.isArray(blok.articles)
    ? blok.articles.filter((uuid): uuid is string => typeof uuid === 'string' && uuid !== '')
    : [];
  if (uuids.length > 0) return { uuids, limit };
  const folder = text(blok.folder);
  return folder ? { startsWith: folder, limit } : { limit };
}
