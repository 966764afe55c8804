import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './TabbedSection.stories.tsx';

describeStories('TabbedSection', stories);
const { Desktop } = composeStories(stories);

describe('TabbedSection', () => {
  it('shows the first tab and hides the others', () => {
    render(<Desktop />);
    expect(screen.getByRole('tab', { name: 'Jackets' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('fullest part of your chest');
  });

  it('given a click on another tab, it shows that panel', async () => {
    render(<Desktop />);
    await userEvent.click(screen.getByRole('tab', { name: 'Boots' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('in the afternoon');
  });

  it('renders nested blocks with the page components, keyboard reachable', async () => {
    render(<Desktop />);
    screen.getByRole('tab', { name: 'Jackets' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'FAQs' }).getAttribute('aria-selected')).toBe('true');
    // The nested accordion's question: a native disclosure in the shown panel.
    const question = screen.getByText('Between sizes?');
    expect(question.closest('summary')).toBeTruthy();
    expect(screen.getByRole('tabpanel').contains(question)).toBe(true);
  });

  it('keeps every panel in the HTML for search engines', () => {
    const { container } = render(<Desktop />);
    expect(container.textContent).toContain('in the afternoon');
  });
});
