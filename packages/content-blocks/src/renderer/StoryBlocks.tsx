'use client';

import { Suspense } from 'react';
import { ImageLoaderProvider } from '../assets/ImageLoaderProvider.tsx';
import type { ImageLoader } from '../assets/image-loader.tsx';
import { LinkComponentProvider } from '../links/LinkComponentProvider.tsx';
import type { LinkComponent } from '../links/link-context.tsx';
import { editableAttributes } from '../preview/editable.ts';
import { PreviewContext } from '../preview/preview-context.tsx';
import type { Block, BlockComponent, BlockComponents, Story } from '../story/types.ts';
import { BlockComponentsContext } from './components-context.tsx';
import { sectionIds, storyBody } from './section-ids.ts';
import { UnknownBlock } from './UnknownBlock.tsx';

export type StoryBlocksProps = {
  story: Story;
  /** Components by block name, used as they are: a block with no component renders nothing. */
  components: BlockComponents;
  /** Storyblok visual-editor mode: adds `data-blok-c` / `data-blok-uid` to every block. */
  preview?: boolean;
  /** Passed to every block; true for the mobile layout. */
  mobile?: boolean;
  /** The shop's router link for internal links (`({ href, children, className }) => ...`). */
  linkComponent?: LinkComponent;
  /**
   * Builds an image's address at a width, for `srcset` (`(src, width) => url`). Default:
   * Storyblok's image service for Storyblok assets, other images unchanged.
   */
  imageLoader?: ImageLoader;
  /**
   * Renders a block whose `component` has no component, in its place (no section). Default
   * `UnknownBlock`: nothing on the live site, a notice naming the block in a preview.
   */
  unknownBlock?: BlockComponent<Block>;
};

/**
 * Written as `process.env.NODE_ENV` so bundlers replace it; where nothing defines `process`
 * (an unbundled browser build) the lookup throws and counts as development.
 */
function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

const warned = new Set<string>();

/**
 * `StoryRenderer` without the default blocks: renders a story's body with exactly the
 * `components` given, so an app's bundle holds only the blocks it passes (lazy ones, from
 * `blockLoaders`, load per block type). Same markup as `StoryRenderer`: the first block as the
 * hero in `<section id="hero-section">`, the rest in order, each in its own `<section>` whose
 * id is the block title's slug (or `section-{index}`), unique on the page. Unknown blocks
 * render `unknownBlock` (by default nothing, a notice in a preview; with a warning in
 * development). Server-rendering safe.
 *
 * @example <StoryBlocks story={story} components={{ 'single-hero': SingleHero }} />
 */
export function StoryBlocks({
  story,
  components,
  preview = false,
  mobile = false,
  linkComponent,
  imageLoader,
  unknownBlock: Unknown = UnknownBlock,
}: StoryBlocksProps) {
  const body = storyBody(story);
  const ids = sectionIds(body);
  return (
    <PreviewContext.Provider value={preview}>
      <BlockComponentsContext.Provider value={components}>
        <LinkComponentProvider component={linkComponent}>
          <ImageLoaderProvider loader={imageLoader}>
            {body.map((block, index) => {
              const Component = components[block.component];
              if (!Component) {
                warnUnknown(block.component);
                return (
                  <Unknown key={block._uid ?? index} blok={block} mobile={mobile} index={index} />
                );
              }
              const editable = editableAttributes(block, preview);
              return (
                <section
                  key={block._uid ?? index}
                  id={ids[index]}
                  {...editable}
                  className={[
                    'cairn-block-section',
                    `cairn-block-section--${block.component}`,
                    editable.className,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {/* A boundary per block: the browser hydrates blocks one by one, in short tasks
                    that yield to input, and a block that suspends holds up only itself. */}
                  <Suspense fallback={null}>
                    <Component blok={block} mobile={mobile} index={index} />
                  </Suspense>
                </section>
              );
            })}
          </ImageLoaderProvider>
        </LinkComponentProvider>
      </BlockComponentsContext.Provider>
    </PreviewContext.Provider>
  );
}

function warnUnknown(component: string): void {
  if (isProduction() || warned.has(component)) return;
  warned.add(component);
  console.warn(
    `[@cairn/content-blocks] No component for block "${component}": it is not rendered. Pass one in the components prop of StoryRenderer.`,
  );
}
