import type { Meta, StoryObj } from '@storybook/react';
import { Pagination } from '../index.ts';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: {
    current: 10,
    totalPages: 20,
    hrefForPage: (page: number) =>
      page === 1 ? '/all/clothing/jackets' : `/all/clothing/jackets?page=${page}`,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};

export const FirstPage: Story = { args: { current: 1 } };

export const LastPage: Story = { args: { current: 20 } };

export const FewPages: Story = { args: { current: 2, totalPages: 4 } };

/** Previous and next shrink to arrows on a phone; their names stay. */
export const OnMobile: Story = {
  args: { current: 5 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
