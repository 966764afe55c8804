import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from '../../index.ts';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './StarRating.stories.tsx';

describeStories('StarRating', stories);
const { Desktop } = composeStories(stories);

describe('StarRating', () => {
  it('reads the rating out in words with the review count', () => {
    render(<Desktop />);
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeTruthy();
    expect(screen.getByText('2,184 reviews')).toBeTruthy();
  });

  it('clamps ratings outside 0..max', () => {
    render(<Stars rating={9} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });
});
