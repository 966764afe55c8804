import type { Meta, StoryObj } from '@storybook/react';
import { Skeleton } from '../index.ts';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = { args: { width: '60%' } };

export const Paragraph: Story = { args: { lines: 3 } };

export const Image: Story = { args: { shape: 'rect', width: 240, height: 300 } };

export const Swatch: Story = { args: { shape: 'circle', width: 32, height: 32 } };

/** A product card loading in a two-column grid on a phone. */
export const LoadingCardsOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <ul
      aria-busy="true"
      aria-label="Products loading"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {['first', 'second'].map((card) => (
        <li key={card}>
          <Skeleton shape="rect" className="cairn-skeleton--product-image" />
          <Skeleton lines={2} />
          <Skeleton width="40%" />
        </li>
      ))}
    </ul>
  ),
};
