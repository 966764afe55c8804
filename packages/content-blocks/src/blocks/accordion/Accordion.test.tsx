import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './Accordion.stories.tsx';

describeStories('Accordion', stories);
const { Desktop } = composeStories(stories);

describe('Accordion', () => {
  it('given a closed item, when its question is clicked, it opens the answer', async () => {
    render(<Desktop />);
    const question = screen.getByText('How much is delivery?');
    const item = question.closest('details');
    expect(question.closest('summary')).toBeTruthy();
    expect(item?.open).toBe(false);
    // Closed answers are in the markup (for search engines and in-page find), not shown.
    const answer = screen.getByText(/free on orders over £50/);
    expect(item?.contains(answer)).toBe(true);
    expect(answer.closest('summary')).toBeNull();
    await userEvent.click(question);
    expect(item?.open).toBe(true);
    await userEvent.click(question);
    expect(item?.open).toBe(false);
  });

  it('opens several answers at once', async () => {
    render(<Desktop />);
    await userEvent.click(screen.getByText('How much is delivery?'));
    await userEvent.click(screen.getByText('Can I return something?'));
    const open = [...document.querySelectorAll('details')].map((item) => item.open);
    expect(open).toEqual([true, true, false]);
    // Not an exclusive group: the browser would close the others as one opens.
    expect(document.querySelector('details[name]')).toBeNull();
  });

  it('needs no script: its markup is the same before and after hydration', () => {
    const html = renderToString(<Desktop />);
    expect(html).not.toMatch(/aria-controls|data-state|hidden=""/);
    expect(html).toMatch(/<details[^>]*><summary class="cairn-block-accordion__trigger"><h3/);
  });

  it('puts questions in h3 headings under the h2 title', () => {
    render(<Desktop />);
    expect(screen.getByRole('heading', { level: 2, name: 'Shopping with Cairn' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
