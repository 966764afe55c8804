import type { Meta, StoryObj } from '@storybook/react';
import { CategorySelector } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';
import { storyLink } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Category selector',
  component: CategorySelector,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'cats-1',
      component: 'category-selector',
      title: 'Shop by activity',
      categories: [
        {
          _uid: 'c1',
          component: 'category-selector-item',
          label: 'Hiking',
          link: storyLink('all/hiking'),
          image: { filename: '/images/content/hiking.jpg', alt: 'Hikers' },
        },
        {
          _uid: 'c2',
          component: 'category-selector-item',
          label: 'Climbing',
          link: storyLink('all/climbing'),
        },
        {
          _uid: 'c3',
          component: 'category-selector-item',
          label: 'Ski',
          link: storyLink('all/ski'),
        },
        {
          _uid: 'c4',
          component: 'category-selector-item',
          label: 'Camping',
          link: storyLink('all/camping'),
        },
      ],
    },
  },
} satisfies Meta<typeof CategorySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
