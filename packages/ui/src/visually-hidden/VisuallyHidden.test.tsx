import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './VisuallyHidden.stories.tsx';

const { Default, IconButtonLabel, AsChildHeading } = composeStories(stories);

describe('VisuallyHidden', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('keeps its text in the document with the visually hidden class', () => {
    render(<Default />);
    const text = screen.getByText('Hidden from sight, read by screen readers');
    expect(text.tagName).toBe('SPAN');
    expect(text.className).toBe('cairn-visually-hidden');
  });

  it('given hidden text in an icon button, it names the button', () => {
    render(<IconButtonLabel />);
    expect(
      screen.getByRole('button', { name: 'Save Microlight Alpine Jacket to wishlist' }),
    ).toBeTruthy();
  });

  it('given asChild, it hides the child itself instead of wrapping it', () => {
    render(<AsChildHeading />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Filters' });
    expect(heading.className).toBe('cairn-visually-hidden');
  });
});
