'use client';

import { useMemo } from 'react';
import type { BlockComponents } from '../story/types.ts';
import { defaultComponents } from './default-components.ts';
import { StoryBlocks, type StoryBlocksProps } from './StoryBlocks.tsx';

export type StoryRendererProps = Omit<StoryBlocksProps, 'components'> & {
  /** Components by block name, merged over the defaults: override a block or add new ones. */
  components?: BlockComponents;
};

/**
 * Renders a story's body: the first block as the hero in `<section id="hero-section">`, the
 * rest in order, each in its own `<section>` whose id is the block title's slug (or
 * `section-{index}`), unique on the page. Unknown blocks render `unknownBlock` (by default
 * nothing, a notice naming the block in a preview; with a warning in development). Server-rendering safe: no `window` during render.
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
