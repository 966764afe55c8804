import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TabbedSection } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';
import { paragraph } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Tabbed section',
  component: TabbedSection,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'tabs-1',
      component: 'tabbed-section',
      title: 'Sizing help',
      tabs: [
        {
          _uid: 't1',
          component: 'tab',
          label: 'Jackets',
          text: paragraph('Measure around the fullest part of your chest.'),
        },
        {
          _uid: 't2',
          component: 'tab',
          label: 'Boots',
          text: paragraph('Try boots on in the afternoon, with walking socks.'),
        },
        {
          _uid: 't3',
          component: 'tab',
          label: 'FAQs',
          body: [
            {
              _uid: 'n1',
              component: 'accordion',
              items: [
                {
                  _uid: 'q1',
                  component: 'accordion-item',
                  heading: 'Between sizes?',
                  text: paragraph('Choose the larger size for layering.'),
                },
              ],
            },
          ],
        },
      ],
    },
  },
} satisfies Meta<typeof TabbedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };

/** A shopper picks another tab, by click and then by arrow key. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The panels' rich text arrives with its own chunk on a render in the browser.
    await userEvent.click(await canvas.findByRole('tab', { name: 'Boots' }));
    await expect(canvas.getByRole('tab', { name: 'Boots' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('in the afternoon');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Jackets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
