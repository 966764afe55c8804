// A whole guide story with its guide filter, from a Server Component with no 'use client' of
// ours: static blocks ship no code, the tabs, video and store picker hydrate by the policy.
import { loadBlockData } from '@cairn/content-blocks/block-data';
import { createImageUrls } from '@cairn/content-blocks/images';
import { anchorEntries, StoryRenderer } from '@cairn/content-blocks/server';
import { GuideFilter } from '@cairn/guide-filter/react';
import Link from 'next/link';
import { catalogue, content, readStory } from '../content.js';
import { stores } from '../fixture-sources.js';

const images = createImageUrls({ origin: 'https://shop.example' });

export default async function GuidePage() {
  const story = readStory('guide');
  const data = await loadBlockData(story, {
    catalogue,
    content,
    stores,
    productImageUrl: images.productImageUrl,
  });
  return (
    <main>
      <GuideFilter entries={anchorEntries(story)} title={story.name} />
      <StoryRenderer
        story={story}
        data={data}
        linkComponent={Link}
        imageLoader={images.imageLoader}
      />
    </main>
  );
}
