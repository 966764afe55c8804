import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockDataProvider, ImageProductSpotlight } from '../../index.ts';
import { demoBlockData } from '../../testing/demo-data.tsx';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './ImageProductSpotlight.stories.tsx';

describeStories('ImageProductSpotlight', stories);
const { Desktop } = composeStories(stories);

describe('ImageProductSpotlight', () => {
  it('numbers each product on the picture and links the marker to its card', () => {
    render(<Desktop />);
    const marker = screen.getByRole('link', { name: '1: Microlight Alpine Down Jacket' });
    const card = document.getElementById(marker.getAttribute('href')?.slice(1) ?? '');
    expect(card?.textContent).toContain('£190.00');
    expect(marker.getAttribute('style')).toContain('left: 48%');
  });

  it('skips hotspots whose product is unknown', () => {
    render(
      <BlockDataProvider value={demoBlockData}>
        <ImageProductSpotlight
          mobile={false}
          index={1}
          blok={{
            _uid: 's',
            component: 'image-product-spotlight',
            hotspots: [
              { _uid: 'a', component: 'spotlight-hotspot', sku: 'missing', x: 1, y: 1 },
              { _uid: 'b', component: 'spotlight-hotspot', sku: '345678-003', x: 1, y: 1 },
            ],
          }}
        />
      </BlockDataProvider>,
    );
    expect(screen.getByRole('link', { name: '1: Trail 25 Daysack' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
