import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './RadioGroupField.stories.tsx';
import { RadioGroupField } from './RadioGroupField.tsx';

const { Uncontrolled, WithError, Horizontal, Controlled } = composeStories(stories);
const options = stories.default.args.options;

describe('RadioGroupField', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('given a legend, the group is named by it and each option by its label', () => {
    render(<Uncontrolled />);
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'Standard delivery, free' })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    expect(
      screen.getByRole('radio', { name: 'Next day, £5.95' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
  });

  it('given a group, when an option label is clicked, it is chosen', async () => {
    render(<Uncontrolled />);
    await userEvent.click(screen.getByText('Next day, £5.95'));
    expect(
      screen.getByRole('radio', { name: 'Next day, £5.95' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('given a chosen option, when an arrow key is pressed, the next option is chosen', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroupField
        legend="Delivery"
        name="delivery"
        options={options}
        defaultValue="standard"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('radio', { name: 'Standard delivery, free' }),
    );
    // Held down while Radix moves focus on the next tick, as a real key press is.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('next-day'));
    await userEvent.keyboard('{/ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Next day, £5.95' }));
  });

  it('given an error, the group is invalid and described by the hint and the error', () => {
    render(<WithError />);
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
    const texts = (group.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Prices include VAT.', 'Error: Choose a delivery option']);
  });

  it('given a disabled option, it cannot be chosen', async () => {
    render(<Horizontal />);
    const relaxed = screen.getByRole('radio', { name: 'Relaxed' });
    expect(relaxed).toHaveProperty('disabled', true);
    await userEvent.click(relaxed);
    expect(relaxed.getAttribute('aria-checked')).toBe('false');
  });

  it('given a controlled value, it reports the new choice to the page', async () => {
    render(<Controlled />);
    expect(screen.getByText('Chosen: next-day')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Click and collect, free' }));
    expect(screen.getByText('Chosen: click-collect')).toBeTruthy();
  });

  it('given a form, the choice is submitted under its name', async () => {
    render(
      <form aria-label="Checkout">
        <RadioGroupField
          legend="Delivery"
          name="delivery"
          options={options}
          defaultValue="next-day"
        />
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(new FormData(form).get('delivery')).toBe('next-day');
  });

  it('renders on the server with the chosen option checked', () => {
    const html = renderToString(<Uncontrolled />);
    expect(html).toContain('role="radiogroup"');
    expect(html).toContain('aria-checked="true"');
  });
});
