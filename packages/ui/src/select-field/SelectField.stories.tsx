import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField } from '../index.ts';

const sizes = [
  { value: 'S', label: 'S' },
  { value: 'M', label: 'M' },
  { value: 'L', label: 'L' },
  { value: 'XL', label: 'XL (out of stock)', disabled: true },
];

const meta = {
  title: 'UI/Forms/SelectField',
  component: SelectField,
  args: { label: 'Size', name: 'size', options: sizes, placeholder: 'Choose a size' },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlaceholder: Story = {};

export const WithHintAndError: Story = {
  args: { hint: 'Fits true to size.', error: 'Choose a size', required: true },
};

export const Country: Story = {
  args: {
    label: 'Country',
    name: 'country',
    autoComplete: 'country',
    placeholder: undefined,
    defaultValue: 'GB',
    options: [
      { value: 'GB', label: 'United Kingdom' },
      { value: 'IE', label: 'Ireland' },
      { value: 'FR', label: 'France' },
    ],
  },
};

export const OnMobile: Story = {
  args: { error: 'Choose a size' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A shopper picks a size; the out-of-stock size cannot be picked. */
export const PickASize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Size' });
    await userEvent.selectOptions(select, 'M');
    await expect(select).toHaveValue('M');
    await expect(canvas.getByRole('option', { name: 'XL (out of stock)' })).toBeDisabled();
  },
};
