import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './CheckboxField.stories.tsx';
import { CheckboxField } from './CheckboxField.tsx';

const { Unchecked, WithHint, WithError } = composeStories(stories);

describe('CheckboxField', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('given an unchecked box, when its label is clicked, it is checked', async () => {
    render(<Unchecked />);
    const box = screen.getByRole('checkbox', { name: 'Email me new arrivals and offers' });
    expect(box).toHaveProperty('checked', false);
    await userEvent.click(screen.getByText('Email me new arrivals and offers'));
    expect(box).toHaveProperty('checked', true);
  });

  it('given a hint, it describes the box', () => {
    render(<WithHint />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveProperty('checked', true);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'About once a week. Unsubscribe at any time.',
    );
  });

  it('given an error, the box is invalid and described by the error', () => {
    render(<WithError />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box).toHaveProperty('required', true);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Error: Accept the terms and conditions to place your order',
    );
  });

  it('given a controlled box, a click reports the change', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Gift wrap" name="gift" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gift wrap' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('renders on the server as a native checkbox', () => {
    const html = renderToString(<Unchecked />);
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('name="newsletter"');
  });
});
