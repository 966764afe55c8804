import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
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
      html: '<p>Our Keswick store is on Main Street.</p><iframe src="https://www.youtube-nocookie.com/embed/keswick-store-tour" title="A tour of the Keswick store"></iframe><script>alert(1)</script>',
    },
  },
  // Without a page loader's sanitised copy the sanitiser loads on demand: the story is done
  // once the markup shows (its screenshot is taken then), with the script gone.
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Our Keswick store is on Main Street.');
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
} satisfies Meta<typeof EmbeddedHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };
