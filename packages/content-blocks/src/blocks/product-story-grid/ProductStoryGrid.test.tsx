import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './ProductStoryGrid.stories.tsx';

describeStories('ProductStoryGrid', stories);
const { Desktop } = composeStories(stories);

describe('ProductStoryGrid', () => {
  it('mixes editorial tiles with product cards from getProductsBySku', () => {
    render(<Desktop />);
    expect(screen.getByRole('link', { name: 'Why we love down' }).getAttribute('href')).toBe(
      '/guides/down-vs-synthetic',
    );
    const jacket = screen.getByRole('link', { name: 'Rab Microlight Alpine Down Jacket' });
    expect(jacket.getAttribute('href')).toBe('/rab-mens-microlight-alpine-down-jacket-123456-001');
    expect(screen.getByText('Now £190.00, was £240.00')).toBeTruthy();
  });
});
