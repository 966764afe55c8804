import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './Button.stories.tsx';
import { Button } from './Button.tsx';

const { Primary, Disabled, AsLink } = composeStories(stories);

describe('Button', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('is a button that does not submit forms by accident', () => {
    render(<Primary />);
    expect(screen.getByRole('button', { name: 'Add to bag' })).toHaveProperty('type', 'button');
  });

  it('given a click or Enter, it calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay now</Button>);
    await userEvent.click(screen.getByRole('button'));
    screen.getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('given disabled, it ignores clicks and Enter', async () => {
    const onClick = vi.fn();
    render(<Disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Out of stock' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given asChild, it styles the link instead of wrapping it', () => {
    render(<AsLink />);
    const link = screen.getByRole('link', { name: 'Shop jackets' });
    expect(link.className).toContain('cairn-button--primary');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
