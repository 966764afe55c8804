// The `@cairn/content-blocks/server` entry: the story renderer for React Server Components.
// `static` blocks render as Server Components (no code shipped), interactive ones as Client
// Components that hydrate by the block library's policy.
export type { ImageLoader } from '../assets/image-loader.tsx';
export type { BlockData } from '../data/block-data.tsx';
export { type BlockDataNeeds, blockDataNeeds } from '../data/block-data-needs.ts';
export {
  type BlockHydration,
  blockHydration,
  blockTypesHydrating,
  type HydrationPolicy,
  hydrationOf,
} from '../hydration/policy.ts';
export type { LinkComponent, LinkComponentProps } from '../links/link-context.tsx';
export { anchorEntries } from '../renderer/anchor-entries.ts';
export { UnknownBlock } from '../renderer/UnknownBlock.tsx';
export type { BlokOf, BodyBlok, ComponentName } from '../schema/blok-types.ts';
export type { Block, BlockComponent, BlockComponents, BlockProps, Story } from '../story/types.ts';
export type { ClientBlockData } from './client-blocks.tsx';
export { type ServerStoryRendererProps, StoryRenderer } from './StoryRenderer.tsx';
