// A story of static blocks only, rendered from a Server Component with no 'use client' of ours:
// its first-load JS should be Next's shared floor and next to nothing more.
import { loadBlockData } from '@cairn/content-blocks/block-data';
import { createImageUrls } from '@cairn/content-blocks/images';
import { blockHydration, StoryRenderer } from '@cairn/content-blocks/server';
import { catalogue, content, readStory } from '../content.js';

const images = createImageUrls({ origin: 'https://shop.example' });

export default async function StaticStoryPage() {
  const guide = readStory('guide');
  const body = guide.content.body.filter((block) => blockHydration[block.component] === 'static');
  const story = { ...guide, content: { ...guide.content, body } };
  const data = await loadBlockData(story, {
    catalogue,
    content,
    productImageUrl: images.productImageUrl,
  });
  return (
    <main>
      <StoryRenderer story={story} data={data} imageLoader={images.imageLoader} />
    </main>
  );
}
