import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe.ts';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './HelpWidget.stories.tsx';

describeStories('HelpWidget', stories);
const { Desktop } = composeStories(stories);

describe('HelpWidget', () => {
  it('given a click on Contact us, it opens a dialog with the contacts, closed by Escape', async () => {
    render(<Desktop />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = screen.getByRole('dialog', { name: 'Need help?' });
    expect(dialog.textContent).toContain('Monday to Friday');
    expect(screen.getByRole('link', { name: '0330 123 4567' }).getAttribute('href')).toBe(
      'tel:03301234567',
    );
    expect(screen.getByRole('link', { name: 'Delivery & returns' }).getAttribute('href')).toBe(
      '/information/delivery-returns',
    );
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given an open dialog, its Close button closes it', async () => {
    render(<Desktop />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = screen.getByRole('dialog', { name: 'Need help?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
