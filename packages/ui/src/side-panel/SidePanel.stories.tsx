import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Price, SidePanel } from '../index.ts';

const bag = (
  <ul>
    <li>
      Rab Microlight Alpine Down Jacket, Marmalade, M — <Price amount={142.49} />
    </li>
    <li>
      Scarpa Zodiac Tech GTX Boots, 42 — <Price amount={249} />
    </li>
  </ul>
);

const meta = {
  title: 'UI/SidePanel',
  component: SidePanel,
  args: {
    title: 'Your bag',
    description: 'Two items, delivered free to the UK.',
    children: bag,
    footer: <Button style={{ width: '100%' }}>Go to checkout</Button>,
    trigger: <Button variant="secondary">Open bag</Button>,
  },
  argTypes: {
    position: { control: 'inline-radio', options: ['right', 'left'] },
    width: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, opened by its trigger. */
export const WithTrigger: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const LeftSmallFilters: Story = {
  args: {
    defaultOpen: true,
    position: 'left',
    width: 'small',
    title: 'Filters',
    description: undefined,
    children: <p>Brand, size and colour filters go here.</p>,
    footer: undefined,
  },
};

/** A bottom sheet on a phone. */
export const SlideUpOnMobile: Story = {
  args: { defaultOpen: true, slideUp: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The open state kept by the page (the shop's view store), with the trigger outside. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function ControlledPanel(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Added to bag: view bag</Button>
        <SidePanel {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};

/** Opened from its trigger, the panel is a named dialog; its close button closes it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open bag' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /close/i }));
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};
