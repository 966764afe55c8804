import { composeStories } from '@storybook/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './Modal.stories.tsx';
import { Modal } from './Modal.tsx';

const { WithTrigger, Open, HiddenTitle, Confirm, Controlled } = composeStories(stories);

describe('Modal', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      render(<Story />);
      await expectNoAxeViolations(document.body);
    },
  );

  it('given a closed modal, when the trigger is clicked, it opens named and described', async () => {
    render(<WithTrigger />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Measure over a base layer, arms relaxed.').id,
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('given an open modal, when Escape is pressed, it closes', async () => {
    render(<WithTrigger />);
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given cancel text, its button closes the modal, as does the labelled close button', async () => {
    const { unmount } = render(<Open />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the jacket' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<Open />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given displayTitle false, the title is hidden from sight but still names the dialog', () => {
    render(<HiddenTitle />);
    const dialog = screen.getByRole('dialog', { name: 'Product video' });
    const title = screen.getByText('Product video');
    expect(title.className).toContain('cairn-visually-hidden');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
  });

  it('given a shown title, it is the visible heading', () => {
    render(<Open />);
    const title = screen.getByRole('heading', { name: 'Size guide' });
    expect(title.className).toBe('cairn-modal__title');
  });

  it('given onConfirm, it is an alert dialog whose focus starts on cancel', async () => {
    render(<Confirm />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    screen.getByRole('alertdialog', { name: 'Remove from bag?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
  });

  it('given a confirmation, when confirm is clicked, it calls onConfirm and closes', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <Modal
        open
        onOpenChange={onOpenChange}
        title="Remove from bag?"
        confirmLabel="Remove"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given a confirmation, when cancel is clicked, it closes without confirming', async () => {
    const onConfirm = vi.fn();
    render(<Modal defaultOpen title="Empty the bag?" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('given an action that takes a while, it stays open and busy with the animated label until it is done, then closes', async () => {
    let done = () => {};
    const onOpenChange = vi.fn();
    render(
      <Modal
        open
        onOpenChange={onOpenChange}
        title="Remove from bag?"
        confirmLabel="Remove"
        animatedLabel="Removing"
        onConfirm={() => new Promise<void>((resolve) => (done = resolve))}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    const busy = screen.getByRole('button', { name: 'Removing' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Removing…');
    // Nothing closes it while it runs: not Escape, not Cancel, not a second press.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(busy);
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(async () => done());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given an action that fails, it stays open and can be confirmed again', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('refused')));
    render(<Confirm defaultOpen animatedLabel="Removing" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('button', { name: 'Remove' });
    const dialog = screen.getByRole('alertdialog', { name: 'Remove from bag?' });
    expect(dialog.hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('given an uncontrolled confirmation whose action succeeds, it closes itself when done', async () => {
    render(<Confirm defaultOpen animatedLabel="Removing" onConfirm={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('given a page that keeps the state, its own button opens the modal', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'How do sizes fit?' }));
    expect(screen.getByRole('dialog', { name: 'Size guide' })).toBeTruthy();
  });

  it('renders on the server as its trigger alone', () => {
    const html = renderToString(<Confirm />);
    expect(html).toContain('Remove');
    expect(html).not.toContain('Keep it');
  });
});
