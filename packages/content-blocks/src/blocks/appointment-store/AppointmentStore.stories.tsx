import type { Meta, StoryObj } from '@storybook/react';
import { AppointmentStore } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';

const meta = {
  title: 'Content blocks/Appointment store',
  component: AppointmentStore,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'as-1',
      component: 'appointment-store',
      title: 'Book a boot fitting',
      text: 'Forty-five minutes with a boot fitter, free.',
      button_label: 'Book a fitting',
    },
  },
} satisfies Meta<typeof AppointmentStore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
