import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './Tray.stories.tsx';

const { WithTrigger, OpenOnMobile, Controlled } = composeStories(stories);

describe('Tray', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      render(<Story />);
      await expectNoAxeViolations(document.body);
    },
  );

  it('given a closed tray, when the menu button is clicked, it opens as a dialog named by its label', async () => {
    render(<WithTrigger />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const tray = screen.getByRole('dialog', { name: 'Menu' });
    expect(tray.className).toContain('cairn-side-panel--left');
    expect(screen.getByRole('link', { name: 'Climbing' })).toBeTruthy();
  });

  it('given an open tray, focus stays inside and the page does not scroll', async () => {
    render(<OpenOnMobile />);
    const tray = screen.getByRole('dialog');
    await waitFor(() => expect(tray.contains(document.activeElement)).toBe(true));
    for (let press = 0; press < 6; press += 1) {
      await userEvent.tab();
      expect(tray.contains(document.activeElement)).toBe(true);
    }
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
  });

  it('given an open tray, when Escape or the close button is used, it closes', async () => {
    const { unmount } = render(<OpenOnMobile />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<OpenOnMobile />);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given a page that keeps the state, it reports closing back to the page', async () => {
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Open the menu' });
    await userEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(opener.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders on the server as its menu button alone', () => {
    const html = renderToString(<WithTrigger />);
    expect(html).toContain('Menu');
    expect(html).not.toContain('Climbing');
  });
});
