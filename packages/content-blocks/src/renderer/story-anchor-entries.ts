import type { Block, BlockComponents, Story } from '../story/types.ts';
import { type AnchorEntry, anchorEntries } from './section-ids.ts';

/**
 * The anchor entries of a story for `StoryBlocks` with these `components`: one per titled
 * block it renders, with the id of its section.
 *
 * @example storyAnchorEntries(story, components) // [{ id: 'shopping-with-cairn', title: 'Shopping with Cairn' }]
 */
export function storyAnchorEntries(
  story: Story | null | undefined,
  components: BlockComponents,
): AnchorEntry[] {
  return anchorEntries(story, { isRenderable: (block: Block) => !!components[block.component] });
}
