'use client';

import { createContext, useContext } from 'react';
import type { Block, BlockComponents } from '../story/types.ts';

/** The components in use, so blocks that hold blocks (tabs) render them with the same map. */
export const BlockComponentsContext = createContext<BlockComponents>({});

export function useBlockComponents(): BlockComponents {
  return useContext(BlockComponentsContext);
}

/** Renders nested blocks (a tab's content) with the components `StoryRenderer` uses. */
export function NestedBlocks({
  blocks,
  mobile,
  index,
}: {
  blocks: Block[];
  mobile: boolean;
  index: number;
}) {
  const components = useBlockComponents();
  return blocks.map((block) => {
    const Component = components[block.component];
    return Component ? (
      <Component key={block._uid} blok={block} mobile={mobile} index={index} />
    ) : null;
  });
}
