import type { Story } from '@cairn/commerce-client';
import { RichText, StoryRenderer } from '@cairn/content-blocks';
import { SiteLink } from '../site/SiteLink.tsx';
import { contentImageLoader } from './images.ts';

/** The editors' part of a listing: an optional hero and introduction from the category story. */
export function CategoryStory({ story }: { story: Story }) {
  const { hero, intro } = story.content as { hero?: Story['content']; intro?: unknown };
  return (
    <>
      {hero ? (
        <StoryRenderer
          story={{ ...story, content: { ...story.content, body: [hero] } }}
          linkComponent={SiteLink}
          imageLoader={contentImageLoader}
        />
      ) : null}
      {intro ? <RichText doc={intro} className="shop-listing__intro" /> : null}
    </>
  );
}
