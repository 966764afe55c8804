// The `@cairn/content-blocks/block-data` entry: what a route loader needs to prefetch a story's
// block data and the provider that hands it to the blocks, without the blocks themselves (an
// app's loaders are in its entry chunk), and the block types a story uses, whose code the
// loader preloads (`blockLoaders`). Only small leaf modules here.
export type { SanitisedEmbed } from '../blocks/embedded-html/embed-policy.ts';
export {
  type FeaturedArticlesBlock,
  featuredArticlesQuery,
} from '../blocks/featured-articles/featured-articles-query.ts';
export { blockTypes } from '../story/block-types.ts';
export type { Block, Story, StoryContent } from '../story/types.ts';
export {
  articlesByQuery,
  blockArticle,
  blockProduct,
  type CatalogueProduct,
  productsBySku,
} from './adapters.ts';
export { BlockDataProvider } from './BlockDataProvider.tsx';
export {
  type ArticleQuery,
  type BlockArticle,
  type BlockData,
  type BlockProduct,
  type BlockStore,
  type OrderTrackingRequest,
  type OrderTrackingResult,
  useBlockData,
} from './block-data.tsx';
export { type BlockDataNeeds, blockDataNeeds } from './block-data-needs.ts';
// Apart from the adapters: a page's hydrating store picker needs it, not the catalogue's and
// articles' adapters, which only a loader or a client render uses.
export { blockStore, type CatalogueStore } from './block-store.ts';
export { type BlockDataSources, loadBlockData } from './load-block-data.ts';
