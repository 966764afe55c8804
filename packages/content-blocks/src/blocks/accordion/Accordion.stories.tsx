import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from '../../index.ts';
import { mobileGlobals } from '../../testing/demo-data.tsx';
import { paragraph } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Accordion',
  component: Accordion,
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'accordion-1',
      component: 'accordion',
      title: 'Shopping with Cairn',
      items: [
        {
          _uid: 'item-1',
          component: 'accordion-item',
          heading: 'How much is delivery?',
          text: paragraph(
            'Standard UK delivery is free on orders over £50 and £4.95 otherwise. Next-day delivery is £7.95 when you order before 2pm.',
          ),
        },
        {
          _uid: 'item-2',
          component: 'accordion-item',
          heading: 'Can I return something?',
          text: paragraph(
            'Yes. Unused items can be returned within 60 days for a full refund, by post or in any of our 16 stores.',
          ),
        },
        {
          _uid: 'item-3',
          component: 'accordion-item',
          heading: 'Do you fit ski boots?',
          text: paragraph('Our boot fitters work in every store with a ski workshop.'),
        },
      ],
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  args: { mobile: true },
  globals: mobileGlobals,
};

/** A shopper opens a question: its answer shows, the others stay closed. */
export const OpenAQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByText('How much is delivery?');
    await expect(canvas.getByText(/Standard UK delivery is free/)).not.toBeVisible();
    await userEvent.click(question);
    await expect(question.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText(/Standard UK delivery is free/)).toBeVisible();
    await expect(
      canvas.getByText('Can I return something?').closest('details'),
    ).not.toHaveAttribute('open');
    await expect(canvas.getByText(/Unused items can be returned/)).not.toBeVisible();
  },
};
