import type { Meta, StoryObj } from '@storybook/react';
import { Breadcrumbs } from '../index.ts';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { href: '/', label: 'Home' },
      { href: '/all/clothing', label: 'Clothing' },
      { href: '/all/clothing/jackets', label: 'Jackets' },
      {
        href: '/rab/microlight-alpine-jacket-marmalade',
        label: 'Rab Microlight Alpine Down Jacket',
      },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {};

export const Shallow: Story = {
  args: {
    items: [
      { href: '/', label: 'Home' },
      { href: '/student-discount', label: 'Student discount' },
    ],
  },
};

/** A long trail wraps on a phone rather than hiding steps. */
export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
