import type { Meta, StoryObj } from '@storybook/react';
import { ProductStoryGrid } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';
import { storyLink } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Product story grid',
  component: ProductStoryGrid,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'psg-1',
      component: 'product-story-grid',
      title: 'Staff picks',
      items: [
        {
          _uid: 'g1',
          component: 'product-story-item',
          heading: 'Why we love down',
          text: 'Warmth for weight, nothing beats it.',
          link: storyLink('guides/down-vs-synthetic'),
          wide: true,
        },
        { _uid: 'g2', component: 'product-story-item', sku: '123456-001' },
        { _uid: 'g3', component: 'product-story-item', sku: '345678-003' },
      ],
    },
  },
} satisfies Meta<typeof ProductStoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
