// @vitest-environment jsdom
import type { ProductStory as ProductStoryContent } from '@cairn/commerce-client';
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadDeferred } from '../site/deferred.tsx';
import { storyBlockChunks } from '../story-blocks/block-chunks.ts';
import { renderInRouter } from '../testing/render-in-router.tsx';
import { ProductStory } from './ProductStory.tsx';

afterEach(cleanup);

/** A story as the demo gives the Nevis jacket: a hero picture and the gear team's notes. */
const story: ProductStoryContent = {
  _uid: 'story-104211',
  component: 'product-story',
  body: [
    {
      _uid: 'hero',
      component: 'single-hero',
      heading: 'Made for a wet week on the Ben',
      subheading: 'Four days of sideways rain and not a damp cuff.',
      image: { filename: '/images/products/nevis-02.jpg', alt: '' },
    },
    {
      _uid: 'notes',
      component: 'accordion',
      title: 'From our gear team',
      items: [{ _uid: 'n1', component: 'accordion-item', heading: 'Why Gore-Tex', text: 'Dry.' }],
    },
    { _uid: 'unknown', component: 'no-such-block' },
  ],
};

describe('ProductStory', () => {
  // As the product page's loader does: each block's code is a chunk of its own.
  beforeAll(() => preloadDeferred(storyBlockChunks(story.body)));

  it("renders the product's blocks under the page's own h1: titles as h2, the picture lazy, through the shop's image service", async () => {
    await renderInRouter('/', () => <ProductStory story={story} />);
    const region = screen.getByRole('region', { name: 'The story' });
    expect(region.querySelector('h1')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Made for a wet week on the Ben' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'From our gear team' })).toBeTruthy();
    // The notes' questions: h3 headings under the h2, each a native disclosure's summary.
    const question = screen.getByRole('heading', { level: 3, name: 'Why Gore-Tex' });
    expect(question.closest('summary')?.parentElement?.tagName).toBe('DETAILS');
    const image = region.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('srcset')).toContain('/images/products/nevis-02.jpg?w=640 640w');
  });

  it('server-renders the story into the page HTML', () => {
    const html = renderToString(
      <ProductStory story={{ ...story, body: story.body.slice(1, 2) }} />,
    );
    expect(html).toContain('From our gear team');
  });

  it('renders nothing when no block is one the shop knows', async () => {
    const { container } = await renderInRouter('/', () => (
      <ProductStory story={{ ...story, body: [{ _uid: 'x', component: 'no-such-block' }] }} />
    ));
    expect(container.querySelector('section')).toBeNull();
  });
});
