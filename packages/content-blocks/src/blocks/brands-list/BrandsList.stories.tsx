import type { Meta, StoryObj } from '@storybook/react';
import { BrandsList } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';
import { storyLink } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Brands list',
  component: BrandsList,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'brands-1',
      component: 'brands-list',
      title: 'Brands we stock',
      brands: [
        { _uid: 'b1', component: 'brand', name: 'Rab', link: storyLink('brands/rab') },
        { _uid: 'b2', component: 'brand', name: 'Patagonia', link: storyLink('brands/patagonia') },
        {
          _uid: 'b3',
          component: 'brand',
          name: 'Osprey',
          logo: { filename: '/images/brands/osprey.svg', alt: '' },
          link: storyLink('brands/osprey'),
        },
      ],
      all_brands_label: 'All brands',
      all_brands_link: storyLink('brands'),
    },
  },
} satisfies Meta<typeof BrandsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
