import type { Meta, StoryObj } from '@storybook/react';
import { Testimonials } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';

const meta = {
  title: 'Content blocks/Testimonials',
  component: Testimonials,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'tm-1',
      component: 'testimonials',
      title: 'What walkers say',
      items: [
        {
          _uid: 'q1',
          component: 'testimonial',
          quote: 'The boot fitting in Keswick saved my feet on the Cuillin.',
          author: 'Morag',
          detail: 'Skye, June',
          rating: 5,
        },
        {
          _uid: 'q2',
          component: 'testimonial',
          quote: 'Fast delivery and a free returns label in the box.',
          author: 'Tom',
          rating: 4,
        },
      ],
    },
  },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
