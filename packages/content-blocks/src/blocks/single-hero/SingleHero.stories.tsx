import type { Meta, StoryObj } from '@storybook/react';
import { SingleHero } from '../../index.ts';
import { mobileGlobals } from '../../testing/demo-data.tsx';
import { storyLink } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Single hero',
  component: SingleHero,
  args: {
    index: 0,
    mobile: false,
    blok: {
      _uid: 'hero-1',
      component: 'single-hero',
      heading: 'Made for the long way up',
      subheading: 'Winter layering, tested in the Cairngorms.',
      cta_label: 'Shop winter layers',
      cta_link: storyLink('all/clothing/jackets/insulated-jackets'),
      image: { filename: '/images/content/home-hero.jpg', alt: 'A walker on a snowy ridge' },
    },
  },
} satisfies Meta<typeof SingleHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  args: { mobile: true },
  globals: mobileGlobals,
};

export const TextOnly: Story = {
  args: {
    blok: {
      _uid: 'hero-2',
      component: 'single-hero',
      heading: 'Delivery & returns',
      subheading: 'Free UK delivery over £50, and 60 days to change your mind.',
    },
  },
};
