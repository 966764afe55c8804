import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroupField } from '../index.ts';

const delivery = [
  { value: 'standard', label: 'Standard delivery, free', hint: '3 to 5 working days' },
  { value: 'next-day', label: 'Next day, £5.95', hint: 'Order by 8pm' },
  { value: 'click-collect', label: 'Click and collect, free', hint: 'From our Keswick store' },
];

const meta = {
  title: 'UI/Forms/RadioGroupField',
  component: RadioGroupField,
  args: { legend: 'Delivery', name: 'delivery', options: delivery, defaultValue: 'standard' },
} satisfies Meta<typeof RadioGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {};

export const WithError: Story = {
  args: {
    defaultValue: undefined,
    required: true,
    hint: 'Prices include VAT.',
    error: 'Choose a delivery option',
  },
};

export const Horizontal: Story = {
  args: {
    legend: 'Fit',
    name: 'fit',
    orientation: 'horizontal',
    defaultValue: 'regular',
    options: [
      { value: 'slim', label: 'Slim' },
      { value: 'regular', label: 'Regular' },
      { value: 'relaxed', label: 'Relaxed', disabled: true },
    ],
  },
};

/** The choice kept by the checkout page. */
export const Controlled: Story = {
  render: function ControlledDelivery(args) {
    const [value, setValue] = useState('next-day');
    return (
      <>
        <RadioGroupField {...args} value={value} onValueChange={setValue} />
        <p>Chosen: {value}</p>
      </>
    );
  },
};

export const OnMobile: Story = {
  args: { ...WithError.args },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A shopper chooses an option, then moves on with an arrow key. */
export const ChooseAnOption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Next day/ }));
    await expect(canvas.getByRole('radio', { name: /Next day/ })).toBeChecked();
    // Held down while Radix moves focus on the next tick, as a real key press is.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: /Click and collect/ })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowDown}');
  },
};
