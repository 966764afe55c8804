import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../index.ts';

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  args: {
    label: 'Email address',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    hint: 'We send your order confirmation here.',
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};

export const Required: Story = { args: { required: true, hint: undefined } };

export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'sam@example',
    error: 'Enter an email address in the right format, like name@example.co.uk',
  },
};

export const Postcode: Story = {
  args: {
    label: 'Postcode',
    name: 'postcode',
    type: 'text',
    autoComplete: 'postal-code',
    hint: undefined,
    style: { maxWidth: '10ch' },
  },
};

/** A checkout address form on a phone: full-width inputs, 16px text so iOS does not zoom. */
export const MobileForm: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <form noValidate>
      <TextField label="Full name" name="name" autoComplete="name" required />
      <TextField
        label="Address line 1"
        name="address-1"
        autoComplete="address-line1"
        required
        error="Enter the first line of your address"
      />
      <TextField label="Postcode" name="postcode" autoComplete="postal-code" required />
    </form>
  ),
};

/** A shopper types an email address; the field keeps it and stays valid. */
export const TypeAnEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'sam@example.com');
    await expect(field).toHaveValue('sam@example.com');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  },
};
