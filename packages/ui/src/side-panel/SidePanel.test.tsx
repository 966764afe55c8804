import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './SidePanel.stories.tsx';
import { SidePanel } from './SidePanel.tsx';

const { WithTrigger, Open, LeftSmallFilters, SlideUpOnMobile, Controlled } =
  composeStories(stories);

describe('SidePanel', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      render(<Story />);
      await expectNoAxeViolations(document.body);
    },
  );

  it('given a closed panel, when the trigger is clicked, it opens', async () => {
    render(<WithTrigger />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open bag' }));
    const dialog = screen.getByRole('dialog', { name: 'Your bag' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Two items, delivered free to the UK.').id,
    );
  });

  it('given an open panel, it moves focus inside and keeps it there', async () => {
    render(<WithTrigger />);
    await userEvent.click(screen.getByRole('button', { name: 'Open bag' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('given an open panel, when Escape is pressed, it closes and focus returns to the trigger', async () => {
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Open bag' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('given an open panel, when the labelled close button is clicked, it closes', async () => {
    render(<Open />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given an open panel, the page is scroll locked, and unlocked after closing', async () => {
    render(<WithTrigger />);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Open bag' }));
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(true));
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  it('defaults to a large panel on the right, and takes position, width and slide-up', () => {
    render(<Open />);
    expect(screen.getByRole('dialog').className).toBe(
      'cairn-side-panel cairn-side-panel--right cairn-side-panel--large',
    );
  });

  it('given left, small and slide-up, it says so in its classes', () => {
    const { unmount } = render(<LeftSmallFilters />);
    expect(screen.getByRole('dialog', { name: 'Filters' }).className).toBe(
      'cairn-side-panel cairn-side-panel--left cairn-side-panel--small',
    );
    expect(screen.getByRole('dialog').hasAttribute('aria-describedby')).toBe(false);
    unmount();
    render(<SlideUpOnMobile />);
    expect(screen.getByRole('dialog').className).toContain('cairn-side-panel--slide-up');
  });

  it('given a controlled panel, it reports open changes to the page', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <SidePanel title="Your bag" open={false} onOpenChange={onOpenChange} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<SidePanel title="Your bag" open onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given a page that keeps the state, its own button opens the panel and the footer shows', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Added to bag: view bag' }));
    expect(screen.getByRole('button', { name: 'Go to checkout' })).toBeTruthy();
  });

  it('renders on the server as its trigger alone, touching no browser globals', () => {
    const html = renderToString(<WithTrigger />);
    expect(html).toContain('Open bag');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain('Your bag');
  });
});
