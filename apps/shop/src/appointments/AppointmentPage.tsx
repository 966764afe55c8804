import type { Appointment, AppointmentStore } from '@cairn/commerce-client';
import { Button, SelectField } from '@cairn/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AppointmentBooking } from './AppointmentBooking.tsx';
import { AppointmentConfirmation } from './AppointmentConfirmation.tsx';

export type AppointmentPageProps = {
  stores: AppointmentStore[];
  store?: AppointmentStore;
  service?: string;
};

/**
 * `/appointment`: choose a store and a service (a GET form, so it works before JavaScript), a
 * free time from the server-rendered slots, then contact details (booked with JavaScript).
 */
export function AppointmentPage({ stores, store, service }: AppointmentPageProps) {
  const navigate = useNavigate();
  const [booked, setBooked] = useState<Appointment | null>(null);

  if (booked) return <AppointmentConfirmation appointment={booked} />;

  return (
    <div className="appointment-page">
      <h1>Book a store appointment</h1>
      <p className="appointment-page__intro">
        Appointments are free. Choose a store and what you would like help with, then a time.
      </p>
      <form method="get" action="/appointment" className="appointment-choice">
        <SelectField
          label="Store"
          name="store"
          required
          placeholder={store ? undefined : 'Choose a store'}
          value={store?.slug ?? ''}
          onChange={(event) =>
            void navigate({ to: '/appointment', search: { store: event.target.value } })
          }
          options={stores.map((each) => ({
            value: each.slug,
            label: `${each.name}, ${each.city}`,
          }))}
        />
        {store && (
          <SelectField
            label="Service"
            name="service"
            required
            value={service ?? ''}
            onChange={(event) =>
              void navigate({
                to: '/appointment',
                search: { store: store.slug, service: event.target.value },
              })
            }
            options={store.services.map((each) => ({
              value: each.name,
              label: `${each.name} (${each.durationMinutes} minutes)`,
            }))}
          />
        )}
        <Button type="submit" variant="secondary" className="appointment-choice__submit">
          Show free times
        </Button>
      </form>
      {store && service ? (
        <AppointmentBooking
          key={`${store.slug}|${service}`}
          store={store}
          service={service}
          onBooked={setBooked}
        />
      ) : (
        <p className="appointment-page__hint">Choose a store to see its free times.</p>
      )}
    </div>
  );
}
