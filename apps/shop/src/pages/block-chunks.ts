import { blockTypes } from '@cairn/content-blocks/block-data';

/** The deferred component (site/deferred.tsx) of a content block type: one chunk per block. */
export function blockChunkName(type: string): string {
  return `block:${type}`;
}

/**
 * The block chunks a story (or a block, or a list of blocks) needs, nested blocks included:
 * its page's loader lists them with the page's own chunk, so the browser has every block's
 * code before it hydrates. Names with no block component (the story's own content type) are
 * skipped by `preloadDeferred`.
 */
export function storyBlockChunks(content: Parameters<typeof blockTypes>[0]): string[] {
  return blockTypes(content).map(blockChunkName);
}
