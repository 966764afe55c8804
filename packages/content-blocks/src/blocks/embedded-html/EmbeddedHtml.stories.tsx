import type { Meta, StoryObj } from '@storybook/react';
import { EmbeddedHtml } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';

const meta = {
  title: 'Content blocks/Embedded html',
  component: EmbeddedHtml,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'eh-1',
      component: 'embedded-html',
      title: 'Find us',
      html: '<p>Our Keswick store is on Main Street.</p><iframe src="https://maps.example.com/embed?q=keswick" title="Map of the Keswick store"></iframe><script>alert(1)</script>',
    },
  },
} satisfies Meta<typeof EmbeddedHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
