import type { Meta, StoryObj } from '@storybook/react';
import { ImageProductSpotlight } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';

const meta = {
  title: 'Content blocks/Image product spotlight',
  component: ImageProductSpotlight,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'ips-1',
      component: 'image-product-spotlight',
      title: 'Get the look: winter walking',
      text: 'Everything our staff wore on Helvellyn last weekend.',
      image: { filename: '/images/content/spotlight.jpg', alt: 'A walker on a snowy ridge' },
      hotspots: [
        { _uid: 'h1', component: 'spotlight-hotspot', sku: '123456-001', x: 48, y: 35 },
        { _uid: 'h2', component: 'spotlight-hotspot', sku: '234567-002', x: 52, y: 90 },
        { _uid: 'h3', component: 'spotlight-hotspot', sku: '345678-003', x: 60, y: 40 },
      ],
    },
  },
} satisfies Meta<typeof ImageProductSpotlight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
