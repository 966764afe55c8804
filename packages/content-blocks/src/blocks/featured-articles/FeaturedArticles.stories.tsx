import type { Meta, StoryObj } from '@storybook/react';
import { FeaturedArticles } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';

const meta = {
  title: 'Content blocks/Featured articles',
  component: FeaturedArticles,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'fa-1',
      component: 'featured-articles',
      title: 'From our guides',
      folder: 'guides/',
      limit: 3,
    },
  },
} satisfies Meta<typeof FeaturedArticles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
