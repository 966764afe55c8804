import { describe, expect, it } from 'vitest';
import { blockDataNeeds } from '../index.ts';
import type { Block } from '../story/types.ts';
import { homeStory } from '../testing/fixtures.ts';

describe('blockDataNeeds', () => {
  it('lists the SKUs, article queries and embedded markup a story’s blocks will ask for', () => {
    const story = {
      ...homeStory,
      content: {
        _uid: 'p',
        component: 'page',
        body: [
          { _uid: 'h', component: 'single-hero' },
          {
            _uid: 's',
            component: 'image-product-spotlight',
            hotspots: [
              { _uid: 'a', component: 'spotlight-hotspot', sku: '111111-001' },
              { _uid: 'b', component: 'spotlight-hotspot', sku: ' 222222-002 ' },
            ],
          },
          {
            _uid: 'g',
            component: 'product-story-grid',
            items: [
              { _uid: 'c', component: 'product-story-item', sku: '111111-001' },
              { _uid: 'd', component: 'product-story-item', heading: 'Tile' },
            ],
          },
          { _uid: 'f', component: 'featured-articles', folder: 'guides/', limit: 4 },
          { _uid: 'e1', component: 'embedded-html', html: '<table></table>' },
          { _uid: 'e2', component: 'embedded-html', html: '<table></table>' },
          { _uid: 'e3', component: 'embedded-html', html: '   ' },
        ],
      },
    };
    expect(blockDataNeeds(story)).toEqual({
      skus: ['111111-001', '222222-002'],
      articleQueries: [{ startsWith: 'guides/', limit: 4 }],
      embeds: ['<table></table>'],
      stores: false,
    });
  });

  it('needs the store list only for an appointment-store block without stores of its own', () => {
    const withBlocks = (...body: Block[]) => ({
      ...homeStory,
      content: { _uid: 'p', component: 'page', body },
    });
    const own = {
      _uid: 'o',
      component: 'appointment-store',
      stores: [
        { _uid: 'k', component: 'appointment-store-option', name: 'Keswick', slug: 'keswick' },
      ],
    };
    expect(blockDataNeeds(withBlocks(own)).stores).toBe(false);
    expect(
      blockDataNeeds(withBlocks(own, { _uid: 'a', component: 'appointment-store' })).stores,
    ).toBe(true);
    expect(
      blockDataNeeds(withBlocks({ _uid: 'b', component: 'appointment-store', stores: [] })).stores,
    ).toBe(true);
  });

  it('given no story, it needs nothing', () => {
    expect(blockDataNeeds(undefined)).toEqual({
      skus: [],
      articleQueries: [],
      embeds: [],
      stores: false,
    });
  });
});
