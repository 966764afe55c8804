import type { Story } from '@cairn/commerce-client';
import { StoryBlocks } from '@cairn/content-blocks/renderer';
import { SiteLink } from '../site/SiteLink.tsx';
import { ServerRichText } from '../story-blocks/ServerRichText.tsx';
import { storyBlockComponents } from '../story-blocks/story-blocks.tsx';
import { contentImageLoader } from './images.ts';

/** The editors' part of a listing: an optional hero and introduction from the category story. */
export function CategoryStory({ story }: { story: Story }) {
  const { hero, intro } = story.content as { hero?: Story['content']; intro?: unknown };
  return (
    <>
      {hero ? (
        <StoryBlocks
          story={{ ...story, content: { ...story.content, body: [hero] } }}
          components={storyBlockComponents}
          linkComponent={SiteLink}
          imageLoader={contentImageLoader}
        />
      ) : null}
      {intro ? <ServerRichText doc={intro} className="shop-listing__intro" /> : null}
    </>
  );
}
