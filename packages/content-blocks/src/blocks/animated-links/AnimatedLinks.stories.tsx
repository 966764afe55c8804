import type { Meta, StoryObj } from '@storybook/react';
import { AnimatedLinks } from '../../index.ts';
import { mobileGlobals } from '../../testing/demo-data.tsx';
import { storyLink } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Animated links',
  component: AnimatedLinks,
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'links-1',
      component: 'animated-links',
      title: 'Popular right now',
      links: [
        {
          _uid: 'l1',
          component: 'animated-link',
          label: 'Jackets',
          link: storyLink('all/clothing/jackets'),
        },
        {
          _uid: 'l2',
          component: 'animated-link',
          label: 'Walking boots',
          link: storyLink('all/footwear/walking-boots'),
        },
        {
          _uid: 'l3',
          component: 'animated-link',
          label: 'Tents',
          link: storyLink('all/equipment/tents'),
        },
      ],
    },
  },
} satisfies Meta<typeof AnimatedLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  args: { mobile: true },
  globals: mobileGlobals,
};
