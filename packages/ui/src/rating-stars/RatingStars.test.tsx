import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './RatingStars.stories.tsx';
import { RatingStars, ratingText } from './RatingStars.tsx';

const { WithCount, WithoutCount, Small, OutOfTen } = composeStories(stories);

describe('RatingStars', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('given an average and a count, it says both in words', () => {
    render(<WithCount />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 (120 reviews)' })).toBeTruthy();
  });

  it('given no count, it says the average only', () => {
    render(<WithoutCount />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
  });

  it('given one review, it says review in the singular', () => {
    render(<Small />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5 (1 review)' })).toBeTruthy();
  });

  it('is one element: the stars drawn by the stylesheet, the bracketed count shown, the sentence its name', () => {
    const { container } = render(<WithCount />);
    const rating = screen.getByRole('img', { name: 'Rated 4.3 out of 5 (120 reviews)' });
    expect(container.querySelectorAll('*')).toHaveLength(1);
    // An image's content is not read out: the count is said once, in the name.
    expect(rating.textContent).toBe('(120)');
  });

  it('fills the stars in proportion to the average, partly filling the last', () => {
    render(<RatingStars average={4.3} />);
    expect(screen.getByRole('img').style.getPropertyValue('--cairn-rating-fill')).toBe('86%');
  });

  it('given outOf, it draws that many stars, fills them in proportion and says the scale', () => {
    render(<OutOfTen />);
    const rating = screen.getByRole('img', { name: 'Rated 8.6 out of 10 (57 reviews)' });
    expect(rating.style.getPropertyValue('--cairn-rating-fill')).toBe('86%');
    // The stylesheet repeats one star along a row this many stars long.
    expect(rating.style.getPropertyValue('--cairn-rating-stars')).toBe('10');
  });

  it('given five stars or a scale that is not a whole number of stars, it draws five', () => {
    render(<RatingStars average={4} outOf={Number.NaN} />);
    expect(screen.getByRole('img').style.getPropertyValue('--cairn-rating-stars')).toBe('');
    expect(ratingText(12, undefined, 10)).toBe('Rated 10 out of 10');
    expect(ratingText(3.6, undefined, 0)).toBe('Rated 3.6 out of 5');
  });

  it('rounds to one decimal, groups thousands and clamps to 0 to 5', () => {
    expect(ratingText(4.349, 1250)).toBe('Rated 4.3 out of 5 (1,250 reviews)');
    expect(ratingText(7)).toBe('Rated 5 out of 5');
    expect(ratingText(-1)).toBe('Rated 0 out of 5');
    expect(ratingText(Number.NaN)).toBe('Rated 0 out of 5');
  });
});
