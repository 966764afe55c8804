import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { HelpWidget } from '../../index.ts';
import { mobileGlobals, withDemoData } from '../../testing/demo-data.tsx';
import { storyLink } from '../../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Help widget',
  component: HelpWidget,
  decorators: [withDemoData],
  args: {
    index: 1,
    mobile: false,
    blok: {
      _uid: 'hw-1',
      component: 'help-widget',
      title: 'Need help?',
      text: 'Our customer service team knows the kit.',
      button_label: 'Contact us',
      phone: '0330 123 4567',
      email: 'help@cairn.example',
      opening_hours: 'Monday to Friday, 9am to 5pm',
      links: [
        {
          _uid: 'h1',
          component: 'help-link',
          label: 'Delivery & returns',
          link: storyLink('information/delivery-returns'),
        },
      ],
    },
  },
} satisfies Meta<typeof HelpWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };

/** A shopper opens the contacts: a named dialog with the phone number, focus inside it. */
export const OpenContacts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Contact us' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Need help?',
    });
    await expect(dialog).toHaveTextContent('Monday to Friday');
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};
