import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../index.ts';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to bag' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Save to wishlist' } };

export const Disabled: Story = { args: { disabled: true, children: 'Out of stock' } };

export const AsLink: Story = {
  args: { asChild: true, children: <a href="/all/clothing/jackets">Shop jackets</a> },
};
