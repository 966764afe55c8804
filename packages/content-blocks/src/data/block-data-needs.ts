import {
  type FeaturedArticlesBlock,
  featuredArticlesQuery,
} from '../blocks/featured-articles/featured-articles-query.ts';
import type { Story } from '../story/types.ts';
import type { ArticleQuery } from './block-data.tsx';

/** The data a story's blocks will ask `BlockDataProvider` for. */
export type BlockDataNeeds = {
  /** SKUs of `image-product-spotlight` hotspots and `product-story-grid` items, deduplicated. */
  skus: string[];
  /** One query per `featured-articles` block. */
  articleQueries: ArticleQuery[];
  /** The raw markup of `embedded-html` blocks, deduplicated, to sanitise before rendering. */
  embeds: string[];
  /** True when an `appointment-store` block lists no stores itself: it offers `getStores`. */
  stores: boolean;
};

/**
 * Lists what a story's product and article blocks need, so a route loader can fetch it before
 * rendering (and fill `BlockDataProvider` from it) instead of blocks fetching in effects.
 *
 * @example
 * const { skus } = blockDataNeeds(story);
 * const products = await queryClient.ensureQueryData(productsBySkuQuery(skus));
 */
export function blockDataNeeds(story: Story | null | undefined): BlockDataNeeds {
  const skus = new Set<string>();
  const articleQueries: ArticleQuery[] = [];
  const embeds = new Set<string>();
  let stores = false;
  walk(story?.content, (block) => {
    if (
      block.component === 'appointment-store' &&
      (!Array.isArray(block.stores) || block.stores.length === 0)
    ) {
      stores = true;
    }
    if (
      (block.component === 'spotlight-hotspot' || block.component === 'product-story-item') &&
      typeof block.sku === 'string' &&
      block.sku.trim() !== ''
    ) {
      skus.add(block.sku.trim());
    }
    if (block.component === 'featured-articles') {
      articleQueries.push(featuredArticlesQuery(block as unknown as FeaturedArticlesBlock));
    }
    if (
      block.component === 'embedded-html' &&
      typeof block.html === 'string' &&
      block.html.trim() !== ''
    ) {
      embeds.add(block.html);
    }
  });
  return { skus: [...skus], articleQueries, embeds: [...embeds], stores };
}

type AnyBlock = { component: string; [field: string]: unknown };

function walk(value: unknown, visit: (block: AnyBlock) => void, depth = 0): void {
  if (depth > 20) return; // content is a tree; a cycle or absurd nesting stops here
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit, depth + 1);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.component === 'string') visit(record as AnyBlock);
    for (const child of Object.values(record)) walk(child, visit, depth + 1);
  }
}
