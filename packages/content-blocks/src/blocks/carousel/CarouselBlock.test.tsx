import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './CarouselBlock.stories.tsx';

describeStories('CarouselBlock', stories);
const { Desktop } = composeStories(stories);

describe('CarouselBlock', () => {
  it('is a labelled carousel region of labelled slides', () => {
    render(<Desktop />);
    const region = screen.getByRole('region', { name: 'New in' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('slide');
  });

  it('has previous and next buttons controlling the slides, previous off at the start', () => {
    render(<Desktop />);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toHaveProperty('disabled', true);
    expect(next.getAttribute('aria-controls')).toBe(previous.getAttribute('aria-controls'));
    expect(document.getElementById(next.getAttribute('aria-controls') ?? '')).toBeTruthy();
  });

  it('links each slide with its call to action', () => {
    render(<Desktop />);
    expect(screen.getByRole('link', { name: 'Shop ski touring' }).getAttribute('href')).toBe(
      '/all/ski/touring',
    );
  });
});
