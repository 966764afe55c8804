import { blockTypes } from '@cairn/content-blocks/block-data';
import { hydrationOf } from '@cairn/content-blocks/hydration';

/** The deferred component (site/deferred.tsx) of a content block type: one chunk per block. */
export function blockChunkName(type: string): string {
  return `block:${type}`;
}

/**
 * The deferred rich-text renderer (story-blocks/ServerRichText.tsx), for rich text outside the blocks:
 * its server markup is kept, like that of the `static` blocks.
 */
export const richTextChunk = 'rich-text';

/**
 * The block chunks a story (or a block, or a list of blocks) needs, nested blocks included:
 * its page's loader loads them with the page's own chunk before a client navigation renders
 * it. Names with no block component (the story's own content type) are skipped by
 * `preloadDeferred`.
 */
export function storyBlockChunks(content: Parameters<typeof blockTypes>[0]): string[] {
  return blockTypes(content).map(blockChunkName);
}

/**
 * Of a page's chunks, those the browser must load before it hydrates the server's page: all
 * but those whose markup is kept (`static` blocks by the block library's `blockHydration`, the
 * rich-text renderer) or hydrates later (`visible` and `interaction` blocks, which load their
 * code when woken), unless the page is a preview, where every block hydrates to follow the editor.
 */
export function chunksToHydrate(names: readonly string[], preview: boolean): string[] {
  if (preview) return [...names];
  return names.filter((name) => name !== richTextChunk && !isLaterBlockChunk(name));
}

function isLaterBlockChunk(name: string): boolean {
  const type = name.startsWith('block:') ? name.slice('block:'.length) : undefined;
  return type !== undefined && hydrationOf(type) !== 'load';
}
