import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './Accordion.stories.tsx';

describeStories('Accordion', stories);
const { Desktop } = composeStories(stories);

describe('Accordion', () => {
  it('given a closed item, when its question is clicked, it opens the answer', async () => {
    render(<Desktop />);
    const trigger = screen.getByRole('button', { name: 'How much is delivery?' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    const answer = screen
      .getByText(/free on orders over £50/)
      .closest<HTMLElement>('.cairn-block-accordion__content');
    expect(answer?.textContent).toContain('free on orders over £50');
    expect(answer?.hidden).toBe(true);
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(answer?.hidden).toBe(false);
  });

  it('puts questions in h3 headings under the h2 title', () => {
    render(<Desktop />);
    expect(screen.getByRole('heading', { level: 2, name: 'Shopping with Cairn' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
