import { globalsSlug, type MissingPart } from '@cairn/server-kit';
import { isNull } from 'drizzle-orm';
import type { ContentSource } from '../content/content-source.ts';
import type { Database } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { dependencyUnavailableIn } from '../resilience/dependency-unavailable.ts';

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
