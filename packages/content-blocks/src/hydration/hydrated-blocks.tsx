import type { MouseEventHandler } from 'react';
import { usePreview } from '../preview/preview-context.tsx';
import type { BlockComponent, BlockComponents, BlockProps } from '../story/types.ts';
import type { LazyBlock } from './lazy-block.tsx';
import { type HydrationPolicy, hydrationOf } from './policy.ts';
import { ServerMarkup } from './ServerMarkup.tsx';

export type HydratedBlocksOptions = {
  /** Overrides of `blockHydration`, per block type. */
  policy?: HydrationPolicy;
  /**
   * A hook giving the click handler for links inside markup not (yet) hydrated: they are plain
   * anchors, which an app's router may want to follow itself.
   */
  useLinkClicks?: () => MouseEventHandler<HTMLDivElement> | undefined;
};

/**
 * One component per block type that hydrates by the policy (`blockHydration`, `hydrationOf`),
 * from each type's lazy component (`lazyBlocks(blockLoaders)`, or an app's own chunk helper
 * with a `preload`): `static` blocks keep the server's markup and never load their code for a
 * first view (`ServerMarkup`), `visible` and `interaction` ones keep it until then, `load` ones
 * hydrate at once. Every block's code loads for a client render (a navigation), and every block
 * hydrates in a preview (`preview` on `StoryBlocks`), to follow the editor.
 *
 * @example <StoryBlocks story={story} components={hydratedBlockComponents(lazyBlocks(blockLoaders))} />
 */
export function hydratedBlockComponents(
  blocks: Readonly<Record<string, LazyBlock>>,
  { policy, useLinkClicks = noClicks }: HydratedBlocksOptions = {},
): BlockComponents {
  return Object.fromEntries(
    Object.entries(blocks).map(([type, Block]) => {
      const when = hydrationOf(type, policy);
      return [type, when === 'load' ? Block : hydratingBlock(Block, when, useLinkClicks)];
    }),
  );
}

function noClicks(): undefined {
  return undefined;
}

function hydratingBlock(
  Block: LazyBlock,
  when: 'static' | 'visible' | 'interaction',
  useLinkClicks: NonNullable<HydratedBlocksOptions['useLinkClicks']>,
): BlockComponent {
  function HydratingBlock(props: BlockProps) {
    const preview = usePreview();
    const onClick = useLinkClicks();
    return (
      <ServerMarkup
        content={props}
        hydrate={preview}
        hydrateOn={when === 'static' ? 'never' : when}
        load={when === 'static' ? undefined : Block.preload}
        onClick={onClick}
      >
        <Block {...props} />
      </ServerMarkup>
    );
  }
  return HydratingBlock;
}
