import type { Meta, StoryObj } from '@storybook/react';
import { RatingStars } from '../index.ts';

const meta = {
  title: 'UI/RatingStars',
  component: RatingStars,
  args: { average: 4.3, count: 120 },
  argTypes: {
    average: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    outOf: { control: { type: 'number', min: 1, max: 10, step: 1 } },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {};

export const WithoutCount: Story = { args: { average: 3.5, count: undefined } };

export const Small: Story = { args: { size: 'small', average: 4.8, count: 1 } };

export const Unrated: Story = { args: { average: 0, count: 0 } };

/** A rating on another scale, such as a review site's marks out of 10. */
export const OutOfTen: Story = { args: { average: 8.6, count: 57, outOf: 10 } };
