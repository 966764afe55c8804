import { type BlockComponents, blockLoaders } from '@cairn/content-blocks/renderer';
import { deferred } from '../site/deferred.tsx';
import { blockChunkName } from './block-chunks.ts';

/**
 * Every content block, each a deferred component of its own (issue 16): a page loads the code
 * of the blocks it has (the loader lists them, `storyBlockChunks`), not the carousel, the tabs
 * and the embed markup of every other page. The server loads them all before it renders, so
 * its HTML is complete and the same as with every block bundled.
 */
export const storyBlockComponents: BlockComponents = Object.fromEntries(
  Object.entries(blockLoaders).map(([type, load]) => [type, deferred(blockChunkName(type), load)]),
);
