import {
  type BlockComponent,
  type BlockComponents,
  type BlockProps,
  blockLoaders,
  usePreview,
} from '@cairn/content-blocks/renderer';
import { deferred } from '../site/deferred.tsx';
import { useRoutedLinkClicks } from '../site/routed-link-clicks.ts';
import { blockChunkName } from './block-chunks.ts';
import { ServerMarkup } from './ServerMarkup.tsx';
import { serverMarkupBlockTypes, visibleHydrationBlockTypes } from './server-markup-blocks.ts';
import { KeptBlockData } from './story-block-data.tsx';

/**
 * Every content block, each a deferred component of its own (issue 16): a page loads the code
 * of the blocks it has, not the carousel, the tabs and the embed markup of every other page.
 * The server loads them all before it renders, so its HTML is complete and the same as with
 * every block bundled. The blocks with no interaction (`serverMarkupBlockTypes`) keep that HTML
 * as it is when the page hydrates: the browser loads their code only to render them after a
 * client navigation, or in a preview. The carousel and tabs
 * (`visibleHydrationBlockTypes`) keep it until they near the viewport or are touched.
 */
export const storyBlockComponents: BlockComponents = Object.fromEntries(
  Object.entries(blockLoaders).map(([type, load]) => {
    if (serverMarkupBlockTypes.has(type)) {
      // Their products and articles come with their code, inside its Suspense boundary: read
      // only where they render, never while the page hydrates (KeptBlockData), and a block
      // rendered before its data arrives shows nothing for a moment, as before its code does.
      const Block = deferred(blockChunkName(type), () => load().then(withKeptBlockData));
      return [type, serverMarkupBlock(Block)];
    }
    const Block = deferred(blockChunkName(type), load);
    if (visibleHydrationBlockTypes.has(type)) return [type, visibleHydrationBlock(Block)];
    return [type, Block];
  }),
);

/** A block that hydrates as the server's markup (pages/ServerMarkup.tsx). */
export function serverMarkupBlock(Block: BlockComponent): BlockComponent {
  function ServerMarkupBlock(props: BlockProps) {
    const preview = usePreview();
    // Its links are plain anchors once kept: the router follows them, as it would SiteLink's.
    const followLinks = useRoutedLinkClicks();
    return (
      <ServerMarkup content={props} hydrate={preview} onClick={followLinks}>
        <Block {...props} />
      </ServerMarkup>
    );
  }
  return ServerMarkupBlock;
}

/** The block given its products and articles (pages/story-block-data.tsx `KeptBlockData`). */
function withKeptBlockData(Block: BlockComponent): BlockComponent {
  function BlockWithKeptData(props: BlockProps) {
    return (
      <KeptBlockData>
        <Block {...props} />
      </KeptBlockData>
    );
  }
  return BlockWithKeptData;
}

/**
 * A block that keeps the server's markup until it nears the viewport or a shopper touches it,
 * and then loads its code and hydrates (pages/ServerMarkup.tsx `hydrateOn="visible"`).
 */
export function visibleHydrationBlock(
  Block: BlockComponent & { preload: () => Promise<unknown> },
): BlockComponent {
  function VisibleHydrationBlock(props: BlockProps) {
    const preview = usePreview();
    // Until it hydrates its links are plain anchors: the router follows them.
    const followLinks = useRoutedLinkClicks();
    return (
      <ServerMarkup
        content={props}
        hydrate={preview}
        hydrateOn="visible"
        load={Block.preload}
        onClick={followLinks}
      >
        <Block {...props} />
      </ServerMarkup>
    );
  }
  return VisibleHydrationBlock;
}
