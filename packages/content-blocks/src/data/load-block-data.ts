import type { SanitisedEmbed } from '../blocks/embedded-html/embed-policy.ts';
import type { Story } from '../story/types.ts';
import { articlesByQuery, type CatalogueProduct, productsBySku } from './adapters.ts';
import type { ArticleQuery, BlockData } from './block-data.tsx';
import { blockDataNeeds } from './block-data-needs.ts';
import { blockStore, type CatalogueStore } from './block-store.ts';

/** Where `loadBlockData` gets what a story's blocks show. Every source is optional. */
export type BlockDataSources = {
  /** Products by SKU: Cairn's catalogue client (`createCatalogueClient`) fits. */
  catalogue?: { productsBySku(skus: string[]): Promise<readonly CatalogueProduct[]> };
  /** Articles for `featured-articles`: the content client (`createContentClient`) fits. */
  content?: {
    getStories(request: {
      startsWith?: string;
      byUuids?: string[];
      perPage?: number;
      preview?: boolean;
      sortBy?: string;
    }): Promise<{ stories: readonly Story[] }>;
  };
  /** Articles from elsewhere instead of `content` (a shop's own endpoint). */
  articles?: (query: ArticleQuery) => Promise<readonly Story[]>;
  /** Stores for `appointment-store`: Cairn's stores client (`createStoresClient`) fits. */
  stores?: { appointmentStores(): Promise<readonly CatalogueStore[]> };
  /**
   * Sanitises the story's embeds (`embedded-html`), in order: e.g.
   * `(html) => html.map(sanitiseEmbeddedHtml)` from `@cairn/content-blocks/sanitise`. Without
   * it the block sanitises in the browser, loading the sanitiser.
   */
  sanitiseEmbeds?: (html: string[]) => Promise<SanitisedEmbed[]> | SanitisedEmbed[];
  /** Builds a product image's address (`createImageUrls(...).productImageUrl`). */
  productImageUrl: (filename: string, width: number) => string;
  /** Reads drafts (a preview). */
  preview?: boolean;
};

/**
 * Loads, side by side, everything a story's blocks show but do not own (`blockDataNeeds`):
 * the products of the spotlight and product grid, the articles of `featured-articles`, the
 * stores of `appointment-store`, the sanitised embeds; and answers it as `BlockData`, for
 * `BlockDataProvider` or `@cairn/content-blocks/server`'s `StoryRenderer`. Only what the
 * story uses is asked for. A source that fails rejects the whole.
 *
 * @example
 * const data = await loadBlockData(story, {
 *   catalogue: createCatalogueClient({ baseUrl }),
 *   content,
 *   productImageUrl: createImageUrls({ origin: baseUrl }).productImageUrl,
 * });
 */
export async function loadBlockData(story: Story, sources: BlockDataSources): Promise<BlockData> {
  const needs = blockDataNeeds(story);
  const articlesFor = (query: ArticleQuery): Promise<readonly Story[]> => {
    if (sources.articles) return sources.articles(query);
    if (!sources.content) return Promise.resolve([]);
    return sources.content
      .getStories({
        ...(query.startsWith && {
          startsWith: query.startsWith,
          sortBy: 'first_published_at:desc',
        }),
        ...(query.uuids && { byUuids: query.uuids }),
        perPage: query.limit,
        preview: sources.preview ?? false,
      })
      .then((page) => page.stories);
  };
  const [products, articles, stores, embeds] = await Promise.all([
    needs.skus.length > 0 && sources.catalogue
      ? sources.catalogue.productsBySku(needs.skus)
      : undefined,
    Promise.all(needs.articleQueries.map(articlesFor)),
    needs.stores && sources.stores ? sources.stores.appointmentStores() : undefined,
    needs.embeds.length > 0 && sources.sanitiseEmbeds
      ? sources.sanitiseEmbeds(needs.embeds)
      : undefined,
  ]);
  return {
    ...(products && {
      getProductsBySku: productsBySku(products, { productImageUrl: sources.productImageUrl }),
    }),
    ...(needs.articleQueries.length > 0 && {
      getArticles: articlesByQuery(needs.articleQueries, articles),
    }),
    ...(stores && { getStores: () => stores.map(blockStore) }),
    ...(embeds && {
      getSanitisedEmbed: (html: string) => {
        const index = needs.embeds.indexOf(html);
        return index === -1 ? undefined : embeds[index];
      },
    }),
  };
}
