import type { AppointmentStore } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import { chooseStoreService, parseAppointmentSearch } from './appointment-search.ts';

const bristol = {
  slug: 'bristol',
  name: 'Cairn Bristol',
  services: [
    { name: 'Walking boot fitting', durationMinutes: 45 },
    { name: 'Ski boot fitting', durationMinutes: 45 },
  ],
} as AppointmentStore;

describe('the appointment search', () => {
  it('keeps a store slug and a service, and drops malformed ones', () => {
    expect(parseAppointmentSearch({ store: 'Bristol', service: ' Ski boot fitting ' })).toEqual({
      store: 'bristol',
      service: 'Ski boot fitting',
    });
    expect(parseAppointmentSearch({ store: "x' or 1=1", service: 3 })).toEqual({});
  });

  it('chooses the asked service, else the store first one, and no store when unknown', () => {
    expect(
      chooseStoreService([bristol], { store: 'bristol', service: 'ski boot fitting' }),
    ).toEqual({ store: bristol, service: 'Ski boot fitting' });
    expect(chooseStoreService([bristol], { store: 'bristol', service: 'Juggling' }).service).toBe(
      'Walking boot fitting',
    );
    expect(chooseStoreService([bristol], { store: 'atlantis' })).toEqual({});
  });
});
