import type { Meta, StoryObj } from '@storybook/react';
import { Video } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';

const meta = {
  title: 'Content blocks/Video',
  component: Video,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'v-1',
      component: 'video',
      title: 'Pitching a tunnel tent',
      video: { filename: '/videos/tunnel-tent.mp4', alt: 'How to pitch a tunnel tent' },
      poster: { filename: '/images/content/tent-poster.jpg' },
      captions: { filename: '/videos/tunnel-tent.en.vtt' },
      caption: 'Two minutes, one person, in the wind.',
    },
  },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
