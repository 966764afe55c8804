import { blockHydration } from '../hydration/policy.ts';
import type { Block, BlockComponents, Story } from '../story/types.ts';
import { type AnchorEntry, anchorEntries as anchorEntriesOf } from './section-ids.ts';

/**
 * The anchor entries of a story (`{ id, title }` of each titled block), with the same ids as
 * the sections `StoryRenderer` renders. Pass the same `components` as to `StoryRenderer` so
 * blocks without a component are left out.
 *
 * @example anchorEntries(story) // [{ id: 'shopping-with-cairn', title: 'Shopping with Cairn' }]
 */
export function anchorEntries(
  story: Story | null | undefined,
  components?: BlockComponents,
): AnchorEntry[] {
  // The default blocks by name from the policy, which names each of them: not their components,
  // which would bring every block's code (and client modules) to a server page's graph.
  return anchorEntriesOf(story, {
    isRenderable: (block: Block) =>
      !!components?.[block.component] || Object.hasOwn(blockHydration, block.component),
  });
}
