import { isNull } from 'drizzle-orm';
import type { ContentSource } from '../content/content-source.ts';
import type { Database } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { dependencyUnavailableIn } from '../resilience/dependency-unavailable.ts';

/** What a shop needs before it has pages to show. */
export type MissingPart = 'catalogue' | 'content';

/** The story every page reads (navigation, footer): without it no page can be drawn. */
const globalsSlug = 'settings/globals';

/**
 * What the shop still lacks: `catalogue` without a product on sale, `content` without the
 * globals story. A shop started without DEMO on an empty database lacks both, until its first
 * import and its content. Two indexed look-ups; a content service that is down counts as
 * present (its outage has pages of its own).
 */
export async function missingShopContents({
  db,
  content,
}: {
  db: Database;
  content: ContentSource;
}): Promise<MissingPart[]> {
  const [[product], globals] = await Promise.all([
    db.select({ id: products.id }).from(products).where(isNull(products.retiredAt)).limit(1),
    content.getStory(globalsSlug, { preview: false }).catch((error: unknown) => {
      if (dependencyUnavailableIn(error)) return 'unknown' as const;
      throw error;
    }),
  ]);
  const missing: MissingPart[] = [];
  if (!product) missing.push('catalogue');
  if (!globals) missing.push('content');
  return missing;
}

const remedies: Record<MissingPart, string> = {
  catalogue:
    'no catalogue (no product on sale): import one with `pnpm catalogue import <feed file or URL>`',
  content: `no content (no '${globalsSlug}' story): set CONTENT_API_URL and CONTENT_TOKEN to your Storyblok space, or load the shipped stories into the embedded content service with \`pnpm --filter @cairn/api content:load\``,
};

/**
 * The one log line of a start on a shop that lacks something: what, and which command or
 * setting fills it.
 * @example if (missing.length > 0) logger.warn(describeMissingShopContents(missing))
 */
export function describeMissingShopContents(missing: readonly MissingPart[]): string {
  return `This shop has nothing to show yet, so every page answers 503 until it has: ${missing
    .map((part) => remedies[part])
    .join('; and ')}.`;
}
