import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from '../../index.ts';
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

  it('given a max, it draws that many stars and says the scale', () => {
    const { container } = render(
      <StarRating
        mobile={false}
        index={1}
        blok={{ _uid: 'sr', component: 'star-rating', rating: '8.5', max: '10' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Rated 8.5 out of 10' })).toBeTruthy();
    expect(
      container
        .querySelector<HTMLElement>('.cairn-rating')
        ?.style.getPropertyValue('--cairn-rating-stars'),
    ).toBe('10');
  });

  it('clamps ratings outside 0..max', () => {
    render(
      <StarRating
        mobile={false}
        index={1}
        blok={{ _uid: 'sr', component: 'star-rating', rating: 9 }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });
});
