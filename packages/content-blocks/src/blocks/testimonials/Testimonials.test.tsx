import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './Testimonials.stories.tsx';

describeStories('Testimonials', stories);
const { Desktop } = composeStories(stories);

describe('Testimonials', () => {
  it('given a rating, it says it in words beside the stars', () => {
    render(<Desktop />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });
});
