import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Modal } from '../index.ts';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    title: 'Size guide',
    description: 'Measure over a base layer, arms relaxed.',
    children: <p>Chest 96 to 101 cm is a medium.</p>,
    trigger: <Button variant="secondary">Size guide</Button>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {};

export const Open: Story = { args: { defaultOpen: true, cancelText: 'Back to the jacket' } };

/** The title names the dialog for screen readers but is not shown. */
export const HiddenTitle: Story = {
  args: {
    defaultOpen: true,
    title: 'Product video',
    description: undefined,
    displayTitle: false,
    children: <p>A video of the Microlight Alpine jacket on a ridge.</p>,
  },
};

/** A confirmation is an alert dialog with Cancel first. */
export const Confirm: Story = {
  args: {
    title: 'Remove from bag?',
    description: 'Rab Microlight Alpine Down Jacket, Marmalade, M.',
    children: undefined,
    confirmLabel: 'Remove',
    cancelText: 'Keep it',
    onConfirm: () => {},
    trigger: <Button variant="secondary">Remove</Button>,
  },
};

/**
 * An action that takes a while: the confirm button says what is happening (`animatedLabel`),
 * with moving dots (still ones under reduced motion), until the promise settles and the modal
 * closes.
 */
export const ConfirmWhileRunning: Story = {
  args: {
    ...Confirm.args,
    trigger: undefined,
    defaultOpen: true,
    animatedLabel: 'Removing',
    onConfirm: () => new Promise<void>(() => {}),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    // user-event's pointer-events check can run before Radix's layer has given the dialog its
    // own pointer-events (the body's are `none` while a modal is open).
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }), {
      pointerEventsCheck: 0,
    });
    await expect(dialog.getByRole('button', { name: 'Removing' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ConfirmOnMobile: Story = {
  args: { ...Confirm.args, defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Opened by the page's own state (the shop's view store). */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function ControlledModal(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>How do sizes fit?</Button>
        <Modal {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};

/** Opened from its trigger, the modal takes focus; Escape closes it and focus returns. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Size guide' });
    await userEvent.click(trigger);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};
