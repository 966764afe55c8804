import type { Meta, StoryObj } from '@storybook/react';
import { Button, VisuallyHidden } from '../index.ts';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Hidden from sight, read by screen readers' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An icon button whose name comes from hidden text. */
export const IconButtonLabel: Story = {
  render: () => (
    <Button variant="secondary">
      <span aria-hidden="true">♡</span>
      <VisuallyHidden>Save Microlight Alpine Jacket to wishlist</VisuallyHidden>
    </Button>
  ),
};

export const AsChildHeading: Story = {
  args: { asChild: true, children: <h2>Filters</h2> },
};
