import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './SelectField.stories.tsx';
import { SelectField } from './SelectField.tsx';

const { WithPlaceholder, WithHintAndError, Country } = composeStories(stories);

describe('SelectField', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('given options and a placeholder, it is a native select named by its label', () => {
    render(<WithPlaceholder />);
    const select = screen.getByRole('combobox', { name: 'Size' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((option) => option.value)).toEqual(['', 'S', 'M', 'L', 'XL']);
    expect(select.value).toBe('');
    expect(screen.getByRole('option', { name: 'XL (out of stock)' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('given a hint and an error, the select is invalid and described by both', () => {
    render(<WithHintAndError />);
    const select = screen.getByRole('combobox');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const texts = (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Fits true to size.', 'Error: Choose a size']);
  });

  it('given a default value, it starts on it', () => {
    render(<Country />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveProperty('value', 'GB');
  });

  it('given a choice, it calls onChange with the value and passes its ref on', async () => {
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    const ref = createRef<HTMLSelectElement>();
    render(
      <SelectField
        ref={ref}
        label="Size"
        name="size"
        options={[...stories.default.args.options]}
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox'), 'M');
    expect(onChange).toHaveReturnedWith('M');
    expect(ref.current?.value).toBe('M');
  });

  it('renders on the server', () => {
    const html = renderToString(<Country />);
    expect(html).toContain('<select');
    expect(html).toContain('United Kingdom');
  });
});
