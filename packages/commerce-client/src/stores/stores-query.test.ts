import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  appointmentSlotsQueryOptions,
  appointmentStoresQueryOptions,
  storesKeys,
} from '../query.ts';
import { sampleAppointmentSlots } from '../testing/sample-answers.ts';
import { createStoresClient } from './stores-client.ts';

describe('stores query options', () => {
  it('key slots by store, service and from, and load them through the client', async () => {
    const urls: string[] = [];
    const client = createStoresClient({
      baseUrl: 'http://shop.test',
      fetch: async (request) => {
        urls.push(request.url);
        // One body that answers both calls.
        return Response.json({ ...sampleAppointmentSlots(), stores: [] });
      },
    });
    const options = appointmentSlotsQueryOptions(client, { store: 'bristol', service: 'Ski' });
    expect(options.queryKey).toEqual(['cairn', 'stores', 'slots', 'bristol', 'Ski', null]);
    const queryClient = new QueryClient();
    await queryClient.ensureQueryData(options);
    await queryClient.ensureQueryData(appointmentStoresQueryOptions(client));
    expect(urls).toHaveLength(2);
    expect(storesKeys.slots({ store: 'a', service: 'b' })[0]).toBe('cairn');
  });
});
