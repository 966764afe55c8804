import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField } from '../index.ts';

const meta = {
  title: 'UI/Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'Email me new arrivals and offers', name: 'newsletter' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const WithHint: Story = {
  args: { hint: 'About once a week. Unsubscribe at any time.', defaultChecked: true },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms and conditions',
    name: 'terms',
    required: true,
    error: 'Accept the terms and conditions to place your order',
  },
};

export const OnMobile: Story = {
  args: { ...WithHint.args },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Clicking the box ticks it, and again unticks it. */
export const TickAndUntick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Email me new arrivals and offers' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};
