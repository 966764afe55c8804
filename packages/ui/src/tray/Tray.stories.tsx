import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Tray } from '../index.ts';

const navigation = (
  <nav aria-label="Main">
    <ul>
      <li>
        <a href="/mens">Men</a>
      </li>
      <li>
        <a href="/womens">Women</a>
      </li>
      <li>
        <a href="/climbing">Climbing</a>
      </li>
      <li>
        <a href="/camping">Camping</a>
      </li>
    </ul>
  </nav>
);

const meta = {
  title: 'UI/Tray',
  component: Tray,
  args: {
    label: 'Menu',
    children: navigation,
    trigger: <Button variant="ghost">Menu</Button>,
  },
} satisfies Meta<typeof Tray>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {};

export const OpenOnMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The shop keeps `nav.open` in its view store. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function ControlledTray(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(true)}>
          Open the menu
        </Button>
        <Tray {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};

/** The menu button opens the tray, named by its label; Escape closes it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};
