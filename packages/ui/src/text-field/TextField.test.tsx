import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './TextField.stories.tsx';
import { TextField } from './TextField.tsx';

const { WithHint, Required, WithError } = composeStories(stories);

describe('TextField', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('given a label, the input is named by it and takes type and autocomplete', () => {
    render(<WithHint />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
  });

  it('given a hint and no error, the hint describes the input, which is not invalid', () => {
    render(<WithHint />);
    const input = screen.getByRole('textbox');
    const hint = screen.getByText('We send your order confirmation here.');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('given an error, the input is invalid and described by the error', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const error = document.getElementById(ids.at(-1) ?? '');
    expect(error?.textContent).toBe(
      'Error: Enter an email address in the right format, like name@example.co.uk',
    );
  });

  it('given a hint and an error, it is described by the hint, then the error, then its own', () => {
    render(
      <TextField
        label="Promo code"
        name="voucher"
        hint="On the back of the card"
        error="This code has expired"
        aria-describedby="terms"
      />,
    );
    const describedBy = screen.getByRole('textbox').getAttribute('aria-describedby') ?? '';
    const texts = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['On the back of the card', 'Error: This code has expired', undefined]);
    expect(describedBy.endsWith(' terms')).toBe(true);
  });

  it('keeps the error region in place without role alert, politely live, for errors that come later', () => {
    const { container, rerender } = render(<TextField label="Email" name="email" />);
    const region = container.querySelector('.cairn-field__error');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    rerender(<TextField label="Email" name="email" error="Enter your email" />);
    expect(container.querySelector('.cairn-field__error')).toBe(region);
    expect(region?.textContent).toBe('Error: Enter your email');
  });

  it('given required, the input is required and the label shows a mark hidden from screen readers', () => {
    render(<Required />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveProperty('required', true);
  });

  it('given a ref, it reaches the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Town" name="city" />);
    expect(ref.current?.tagName).toBe('INPUT');
  });

  it('given typing, it calls onChange', async () => {
    const onChange = vi.fn();
    render(<TextField label="Town" name="city" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'Keswick');
    expect(onChange).toHaveBeenCalledTimes(7);
  });

  it('renders on the server with the label pointing at the input', () => {
    const html = renderToString(<TextField id="email" label="Email" name="email" hint="Hint" />);
    expect(html).toContain('for="email"');
    expect(html).toContain('id="email"');
    expect(html).toContain('aria-describedby="email-hint"');
  });
});
