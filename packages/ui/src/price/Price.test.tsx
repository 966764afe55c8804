import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './Price.stories.tsx';
import { Price } from './Price.tsx';

const { FullPrice, Discounted, Euro } = composeStories(stories);

describe('Price', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('shows a full price in pounds', () => {
    const { container } = render(<FullPrice />);
    expect(container.textContent).toBe('£189.99');
  });

  it('given a discount, it strikes through the former price and says both in words', () => {
    const { container } = render(<Discounted />);
    expect(container.querySelector('del')?.textContent).toBe('£189.99');
    expect(screen.getByText('Now £142.49, was £189.99')).toBeTruthy();
  });

  it('given a former price that is not higher, it shows the price only', () => {
    const { container } = render(<Price amount={50} beforeDiscount={50} />);
    expect(container.querySelector('del')).toBeNull();
  });

  it('follows the currency format from the backend', () => {
    const { container } = render(<Euro />);
    expect(container.textContent).toBe('1.249,00 €');
  });
});
