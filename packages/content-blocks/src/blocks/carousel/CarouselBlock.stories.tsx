import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CarouselBlock } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';
import { storyLink } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Carousel',
  component: CarouselBlock,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'car-1',
      component: 'carousel',
      title: 'New in',
      slides: [
        {
          _uid: 's1',
          component: 'carousel-slide',
          heading: 'Ski touring',
          text: 'Skins, bindings and avalanche kit.',
          link: storyLink('all/ski/touring'),
          cta_label: 'Shop ski touring',
        },
        {
          _uid: 's2',
          component: 'carousel-slide',
          heading: 'Trail running',
          text: 'Shoes and vests for the fells.',
          link: storyLink('all/trail-running'),
          cta_label: 'Shop trail running',
        },
        {
          _uid: 's3',
          component: 'carousel-slide',
          heading: 'Bouldering',
          text: 'Shoes, chalk and pads.',
          link: storyLink('all/climbing/bouldering'),
          cta_label: 'Shop bouldering',
        },
      ],
    },
  },
} satisfies Meta<typeof CarouselBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };

/**
 * A shopper moves to the next slide: Previous comes on. Needs a real layout to scroll, so it
 * plays in the browser (Storybook, and the Storybook check), not in jsdom.
 */
export const NextSlide: Story = {
  tags: ['needs-layout'],
  // On a phone, where one slide shows at a time and there is somewhere to go.
  args: { mobile: true },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeDisabled();
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
  },
};
