import type { ProductStory as ProductStoryContent } from '@cairn/commerce-client';
import { ImageLoaderProvider } from '@cairn/content-blocks/images';
import { LinkComponentProvider } from '@cairn/content-blocks/links';
import { BlockComponentsContext } from '@cairn/content-blocks/renderer';
import { SiteLink } from '../site/SiteLink.tsx';
import { storyBlockComponents } from '../story-blocks/story-blocks.tsx';
import { contentImageLoader } from './images.ts';

/**
 * A product's story (requirements R-PAGE-11): the editor's blocks below the details. Not
 * through `StoryRenderer`, which makes the first block the page's hero and `h1`: here the
 * product's name is the `h1`, so every block renders as a later section (its title an `h2`,
 * its image loaded lazily). Blocks the shop has no component for render nothing.
 */
export function ProductStory({ story }: { story: ProductStoryContent }) {
  const blocks = story.body.filter((block) => storyBlockComponents[block.component] !== undefined);
  if (blocks.length === 0) return null;
  return (
    <section className="shop-product__story" aria-label="The story">
      <BlockComponentsContext.Provider value={storyBlockComponents}>
        <LinkComponentProvider component={SiteLink}>
          <ImageLoaderProvider loader={contentImageLoader}>
            {blocks.map((block, position) => {
              const Component = storyBlockComponents[block.component];
              return Component ? (
                <div
                  key={block._uid}
                  className={`cairn-block-section cairn-block-section--${block.component}`}
                >
                  <Component blok={block} mobile={false} index={position + 1} />
                </div>
              ) : null;
            })}
          </ImageLoaderProvider>
        </LinkComponentProvider>
      </BlockComponentsContext.Provider>
    </section>
  );
}
