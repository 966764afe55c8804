import {
  type BlockComponent,
  blockLoaders,
  hydratedBlockComponents,
  hydrationOf,
} from '@cairn/content-blocks/renderer';
import { deferred } from '../site/deferred.tsx';
import { useRoutedLinkClicks } from '../site/routed-link-clicks.ts';
import { blockChunkName } from './block-chunks.ts';

/**
 * Every content block, each a deferred component of its own (issue 16), hydrating by the block
 * library's policy (`blockHydration`): a page loads the code of the blocks it has, not the
 * carousel, the tabs and the embed markup of every other page. The server loads them all before
 * it renders, so its HTML is complete. `static` blocks keep that HTML as it is when the page
 * hydrates: the browser loads their code only to render them after a client navigation, or in a
 * preview; the carousel and tabs (`visible`) keep it until they near the viewport or are touched.
 * Links in markup not yet hydrated are plain anchors: the router follows them.
 */
export const storyBlockComponents = hydratedBlockComponents(
  Object.fromEntries(
    Object.entries(blockLoaders).map(([type, load]) => [
      type,
      deferred(
        blockChunkName(type),
        // Static blocks' products and articles come with their code, inside its Suspense
        // boundary: read only where they render, never while the page hydrates (KeptBlockData),
        // and a block rendered before its data arrives shows nothing for a moment, as before
        // its code does.
        hydrationOf(type) === 'static' ? withKeptData(load) : load,
      ),
    ]),
  ),
  { useLinkClicks: useRoutedLinkClicks },
);

/** Loads a static block's code and, beside it, what gives it its products and articles. */
function withKeptData(load: () => Promise<BlockComponent>): () => Promise<BlockComponent> {
  return () =>
    Promise.all([load(), import('./kept-block-data.tsx')]).then(([Block, kept]) =>
      kept.withKeptBlockData(Block),
    );
}
