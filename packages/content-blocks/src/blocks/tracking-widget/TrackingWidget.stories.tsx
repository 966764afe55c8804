import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TrackingWidget } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';

const meta = {
  title: 'Content blocks/Tracking widget',
  component: TrackingWidget,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'tw-1',
      component: 'tracking-widget',
      title: 'Track your order',
      text: 'Enter your order number and the email address you ordered with.',
      submit_label: 'Track order',
    },
  },
} satisfies Meta<typeof TrackingWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };

/** A shopper tracks an order: the status from `trackOrder` is announced. */
export const TrackAnOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), 'CRN-100234');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Track order' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Dispatched');
  },
};

/** A shopper forgets the email: the form says what to fix, beside the field. */
export const MissingEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), 'CRN-100234');
    await userEvent.click(canvas.getByRole('button', { name: 'Track order' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('email address');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
