import type { Meta, StoryObj } from '@storybook/react';
import { DoubleHero } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';
import { storyLink } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Double hero',
  component: DoubleHero,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'dh-1',
      component: 'double-hero',
      panels: [
        {
          _uid: 'p1',
          component: 'double-hero-panel',
          heading: 'Women’s winter jackets',
          text: 'Down and synthetic insulation for cold days.',
          cta_label: 'Shop women’s',
          cta_link: storyLink('all/clothing/womens-jackets'),
          image: { filename: '/images/content/womens.jpg', alt: 'A climber in a red jacket' },
        },
        {
          _uid: 'p2',
          component: 'double-hero-panel',
          heading: 'Men’s winter jackets',
          text: 'Warm, light and packable.',
          cta_label: 'Shop men’s',
          cta_link: storyLink('all/clothing/mens-jackets'),
          image: { filename: '/images/content/mens.jpg', alt: 'A walker in a blue jacket' },
        },
      ],
    },
  },
} satisfies Meta<typeof DoubleHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
