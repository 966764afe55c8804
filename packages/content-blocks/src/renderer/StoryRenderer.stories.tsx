import type { Meta, StoryObj } from '@storybook/react';
import { StoryRenderer } from '../index.ts';
import { mobileGlobals } from '../testing/demo-data.tsx';
import { homeStory } from '../testing/fixtures.ts';

const meta = {
  title: 'Content blocks/Story renderer',
  component: StoryRenderer,
  args: { story: homeStory },
} satisfies Meta<typeof StoryRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomePage: Story = {};

export const HomePageMobile: Story = {
  args: { mobile: true },
  globals: mobileGlobals,
};

export const Preview: Story = { args: { preview: true } };
