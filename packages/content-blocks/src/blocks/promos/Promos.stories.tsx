import type { Meta, StoryObj } from '@storybook/react';
import { Promos } from '../../index.ts';
import { mobileGlobals } from '../../testing/demo-data.tsx';
import { storyLink } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Promos',
  component: Promos,
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'promos-1',
      component: 'promos',
      title: 'This season',
      items: [
        {
          _uid: 'promo-1',
          component: 'promo',
          heading: 'Ski shop',
          text: 'Skis, boots and bindings, with boot fitting in store.',
          link: storyLink('all/equipment/ski-equipment'),
        },
        {
          _uid: 'promo-2',
          component: 'promo',
          heading: 'Camping',
          text: 'Tents, sleeping bags and stoves for every season.',
          link: storyLink('all/equipment/camping-equipment'),
        },
        {
          _uid: 'promo-3',
          component: 'promo',
          heading: 'Buying guides',
          text: 'Advice from our staff on choosing the right kit.',
          link: storyLink('guides'),
        },
      ],
    },
  },
} satisfies Meta<typeof Promos>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  args: { mobile: true },
  globals: mobileGlobals,
};
