import type { Meta, StoryObj } from '@storybook/react';
import { Price } from '../index.ts';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amount: 189.99 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPrice: Story = {};

export const Discounted: Story = { args: { amount: 142.49, beforeDiscount: 189.99 } };

export const Euro: Story = {
  args: {
    amount: 1249,
    format: {
      prefix: '',
      suffix: ' €',
      decimalDigits: 2,
      thousandsSeparator: '.',
      decimalSeparator: ',',
    },
  },
};
