import type { Meta, StoryObj } from '@storybook/react';
import { StarRating } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';

const meta = {
  title: 'Content blocks/Star rating',
  component: StarRating,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'sr-1',
      component: 'star-rating',
      title: 'Rated by our customers',
      rating: 4.7,
      review_count: 2184,
      label: 'Excellent',
    },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
