import { useMemo } from 'react';
import type { Block, BlockComponents, Story } from '../story/types.ts';
import { defaultComponents } from './default-components.ts';
import { StoryBlocks, type StoryBlocksProps } from './StoryBlocks.tsx';
import { type AnchorEntry, anchorEntries as anchorEntriesOf } from './section-ids.ts';

export type StoryRendererProps = Omit<StoryBlocksProps, 'components'> & {
  /** Components by block name, merged over the defaults: override a block or add new ones. */
  components?: BlockComponents;
};

/**
 * Renders a story's body: the first block as the hero in `<section id="hero-section">`, the
 * rest in order, each in its own `<section>` whose id is the block title's slug (or
 * `section-{index}`), unique on the page. Unknown blocks render nothing (with a warning in
 * development). Server-rendering safe: no `window` during render.
 *
 * Every default block is bundled with it; `StoryBlocks` with `blockLoaders` loads only the
 * blocks a page has.
 *
 * @example <StoryRenderer story={story} mobile={isMobile} linkComponent={RouterLink} />
 */
export function StoryRenderer({ components, ...props }: StoryRendererProps) {
  const registry = useMemo(() => ({ ...defaultComponents, ...components }), [components]);
  return <StoryBlocks {...props} components={registry} />;
}

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
  const registry = { ...defaultComponents, ...components };
  return anchorEntriesOf(story, { isRenderable: (block: Block) => !!registry[block.component] });
}
