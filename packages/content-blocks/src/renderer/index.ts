// The `@cairn/content-blocks/renderer` entry: the story renderer without the default blocks,
// and a loader per block, so an app loads only the blocks a page has (issue 16). Only small
// leaf modules here: the blocks are behind `blockLoaders`' dynamic imports. Not `RichText`
// either: an app's own rich-text fields (a category's introduction) import it from
// `./rich-text`, where it is not in the chunk of every page that renders blocks.
export type { ImageLoader } from '../assets/image-loader.tsx';
export {
  type HydratedBlocksOptions,
  hydratedBlockComponents,
} from '../hydration/hydrated-blocks.tsx';
export { type LazyBlock, lazyBlock, lazyBlocks } from '../hydration/lazy-block.tsx';
export {
  type BlockHydration,
  blockHydration,
  blockTypesHydrating,
  type HydrationPolicy,
  hydrationOf,
} from '../hydration/policy.ts';
export { ServerMarkup, type ServerMarkupProps } from '../hydration/ServerMarkup.tsx';
export type { LinkComponent, LinkComponentProps } from '../links/link-context.tsx';
export { usePreview } from '../preview/preview-context.tsx';
export type { BlokOf, BodyBlok, ComponentName } from '../schema/blok-types.ts';
export { blockTypes } from '../story/block-types.ts';
export type {
  Block,
  BlockComponent,
  BlockComponents,
  BlockProps,
  Story,
  StoryContent,
} from '../story/types.ts';
export { blockLoaders } from './block-loaders.ts';
export { BlockComponentsContext, NestedBlocks, useBlockComponents } from './components-context.tsx';
export { StoryBlocks, type StoryBlocksProps } from './StoryBlocks.tsx';
export type { AnchorEntry } from './section-ids.ts';
export { storyAnchorEntries } from './story-anchor-entries.ts';
export { UnknownBlock } from './UnknownBlock.tsx';
