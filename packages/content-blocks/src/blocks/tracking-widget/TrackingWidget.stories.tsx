import type { Meta, StoryObj } from '@storybook/react';
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
