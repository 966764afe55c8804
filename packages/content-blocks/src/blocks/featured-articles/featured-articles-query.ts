import type { ArticleQuery } from '../../data/block-data.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import { text } from '../block-heading.tsx';

/**
 * The fields of a `featured-articles` block: article cards, either the stories chosen in
 * `articles` (uuids, in that order) or the newest in the `folder` (e.g. `guides/`).
 */
export type FeaturedArticlesBlock = BlokOf<'featured-articles'>;

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
