import type { Story } from '@cairn/commerce-client';
import { StoryBlocks, storyAnchorEntries } from '@cairn/content-blocks/renderer';
import { type ReactNode, useEffect } from 'react';
import { contentImageLoader } from '../catalogue/images.ts';
import { deferred } from '../site/deferred.tsx';
import { SiteLink } from '../site/SiteLink.tsx';
import { StoryBlockData } from '../story-blocks/story-block-data.tsx';
import { storyBlockComponents } from '../story-blocks/story-blocks.tsx';
import { ThemeMeta } from '../view-state/theme.tsx';
import type { PageOf } from './page-type.ts';

/** Guides only: the anchor bar's code is not part of other stories' pages. */
export const GuideFilter = deferred('guide-filter', () =>
  import('@cairn/guide-filter/react').then((module) => module.GuideFilter),
);

/** A content page: the resolved story rendered block by block, then `children`. */
export function StoryPage({
  story,
  preview,
  children,
}: {
  story: Story;
  preview: boolean;
  children?: ReactNode;
}) {
  useEffect(() => {
    // The footer reveal (requirements R-FLOW-15): one second after a story page mounts.
    const timer = setTimeout(() => document.dispatchEvent(new CustomEvent('showFooter')), 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <StoryBlockData story={story} preview={preview}>
      <ThemeMeta content={story.content} />
      {story.content.component === 'guide' ? (
        // Guide pages open with the sticky anchor bar over the titled sections (requirements R-PAGE-5).
        <GuideFilter
          entries={storyAnchorEntries(story, storyBlockComponents)}
          title={typeof story.content.title === 'string' ? story.content.title : story.name}
          label="Guide sections"
        />
      ) : null}
      <StoryBlocks
        story={story}
        components={storyBlockComponents}
        preview={preview}
        linkComponent={SiteLink}
        imageLoader={contentImageLoader}
      />
      {children}
    </StoryBlockData>
  );
}

/** The 404 story, rendered for any address the resolver does not know. */
export function NotFoundPage({ page, preview }: { page: PageOf<'error'>; preview: boolean }) {
  return (
    <>
      <title>{page.meta.title}</title>
      <meta name="robots" content="noindex" />
      <StoryBlocks
        story={page.story}
        components={storyBlockComponents}
        preview={preview}
        linkComponent={SiteLink}
        imageLoader={contentImageLoader}
      />
    </>
  );
}
