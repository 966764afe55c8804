import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppointmentStore } from '../../index.ts';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './AppointmentStore.stories.tsx';

describeStories('AppointmentStore', stories);
const { Desktop } = composeStories(stories);

describe('AppointmentStore', () => {
  it('links to the chosen store’s appointment page', async () => {
    render(<Desktop />);
    const link = screen.getByRole('link', { name: /Book a fitting/ });
    expect(link.getAttribute('href')).toBe('/appointments/keswick');
    await userEvent.selectOptions(screen.getByLabelText('Store'), 'fort-william');
    expect(link.getAttribute('href')).toBe('/appointments/fort-william');
    expect(link.textContent).toContain('at Fort William');
  });

  it('given stores in the block, it offers those instead of getStores', () => {
    render(
      <AppointmentStore
        mobile={false}
        index={1}
        blok={{
          _uid: 'a',
          component: 'appointment-store',
          stores: [
            {
              _uid: 's',
              component: 'appointment-store-option',
              name: 'Aviemore',
              slug: 'aviemore',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/appointments/aviemore');
  });

  it('given no stores at all, it says so instead of showing an empty picker', () => {
    render(
      <AppointmentStore
        mobile={false}
        index={1}
        blok={{ _uid: 'a', component: 'appointment-store' }}
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText(/cannot be booked online/)).toBeTruthy();
  });
});
