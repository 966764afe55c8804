import { sampleStory } from '@cairn/commerce-client/testing';
import { describe, expect, it } from 'vitest';
import { chunksToHydrate, richTextChunk, storyBlockChunks } from './block-chunks.ts';

const story = sampleStory({
  name: 'Winter',
  full_slug: 'winter',
  uuid: 'winter',
  content: {
    _uid: 'content',
    component: 'page',
    body: [
      { _uid: '1', component: 'single-hero' },
      { _uid: '2', component: 'carousel', slides: [{ _uid: '3', component: 'carousel-slide' }] },
      { _uid: '4', component: 'promos' },
      { _uid: '5', component: 'accordion' },
    ],
  },
});

describe('chunksToHydrate', () => {
  it('leaves out the blocks whose server markup a first load keeps, or hydrates once visible', () => {
    const names = ['story-page', ...storyBlockChunks(story)];
    expect(names).toEqual(expect.arrayContaining(['block:single-hero', 'block:carousel']));
    // The hero, promos and accordion keep their markup; the carousel loads as it nears the viewport.
    expect(chunksToHydrate(names, false)).toEqual(
      names.filter(
        (name) =>
          !['block:single-hero', 'block:promos', 'block:accordion', 'block:carousel'].includes(
            name,
          ),
      ),
    );
    expect(chunksToHydrate(names, false)).not.toContain('block:carousel');
  });

  it('leaves out the rich-text renderer, whose server markup is kept too', () => {
    expect(chunksToHydrate(['category-page', 'category-story', richTextChunk], false)).toEqual([
      'category-page',
      'category-story',
    ]);
  });

  it('keeps every block in a preview, where they all hydrate', () => {
    const names = ['story-page', ...storyBlockChunks(story)];
    expect(chunksToHydrate(names, true)).toEqual(names);
  });
});
