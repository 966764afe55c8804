import { ApiError, type Appointment, type AppointmentStore } from '@cairn/commerce-client';
import { appointmentSlotsQueryOptions, storesKeys } from '@cairn/commerce-client/query';
import { Button, SelectField, TextField } from '@cairn/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AppointmentConfirmation } from './AppointmentConfirmation.tsx';
import { SlotPicker } from './SlotPicker.tsx';

export type AppointmentPageProps = {
  stores: AppointmentStore[];
  store?: AppointmentStore;
  service?: string;
};

type FieldErrors = Partial<Record<'slot' | 'name' | 'email' | 'phone' | 'notes', string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
        <Booking
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

function Booking({
  store,
  service,
  onBooked,
}: {
  store: AppointmentStore;
  service: string;
  onBooked: (appointment: Appointment) => void;
}) {
  const { stores: client } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const slotsOptions = appointmentSlotsQueryOptions(client, { store: store.slug, service });
  const { data } = useSuspenseQuery(slotsOptions);
  const [startsAt, setStartsAt] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const booking = useMutation({
    mutationFn: (request: Parameters<typeof client.bookAppointment>[0]) =>
      client.bookAppointment(request),
    onSuccess: (appointment) => {
      void queryClient.invalidateQueries({ queryKey: storesKeys.all });
      window.scrollTo({ top: 0 });
      onBooked(appointment);
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        setStartsAt('');
        setProblem(error.message);
        void queryClient.invalidateQueries({ queryKey: slotsOptions.queryKey });
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        setErrors(issueErrors(error.body));
        setProblem('Please check the details below.');
        return;
      }
      setProblem(
        error instanceof ApiError
          ? error.message
          : 'We could not book your appointment just now; please try again.',
      );
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    const request = {
      store: store.slug,
      service,
      startsAt,
      name: field('name'),
      email: field('email'),
      ...(field('phone') ? { phone: field('phone') } : {}),
      ...(field('notes') ? { notes: field('notes') } : {}),
    };
    const found: FieldErrors = {};
    if (!startsAt) found.slot = 'Choose a time';
    if (!request.name) found.name = 'Enter your name';
    if (!emailPattern.test(request.email)) {
      found.email = 'Enter a valid email address, like name@example.com';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem('Please check the details below.');
      return;
    }
    setProblem(null);
    booking.mutate(request);
  }

  return (
    <form className="appointment-booking" noValidate onSubmit={onSubmit} aria-label="Book a time">
      <noscript>
        <p className="appointment-booking__noscript">
          Booking a time needs JavaScript. You can also call {store.name} on {store.phone}.
        </p>
      </noscript>
      <SlotPicker days={data.days} value={startsAt} onChange={setStartsAt} error={errors.slot} />
      {data.days.length > 0 && (
        <fieldset className="appointment-booking__details">
          <legend>Your details</legend>
          <TextField label="Name" name="name" required autoComplete="name" error={errors.name} />
          <TextField
            label="Email address"
            name="email"
            type="email"
            required
            autoComplete="email"
            hint="We will send your confirmation here."
            error={errors.email}
          />
          <TextField
            label="Phone (optional)"
            name="phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone}
          />
          <TextField
            label="Anything we should know? (optional)"
            name="notes"
            maxLength={1000}
            error={errors.notes}
          />
        </fieldset>
      )}
      {problem && (
        <p className="appointment-booking__problem" role="alert">
          {problem}
        </p>
      )}
      {data.days.length > 0 && (
        <Button type="submit" disabled={booking.isPending}>
          {booking.isPending ? 'Booking…' : 'Book appointment'}
        </Button>
      )}
    </form>
  );
}

/** The API's validation issues (`json.email`) as field errors. */
function issueErrors(body: unknown): FieldErrors {
  const issues =
    body && typeof body === 'object' && 'issues' in body && Array.isArray(body.issues)
      ? (body.issues as { path?: string; message?: string }[])
      : [];
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.split('.')[1];
    const key = field === 'startsAt' ? 'slot' : field;
    if (key && ['slot', 'name', 'email', 'phone', 'notes'].includes(key) && issue.message) {
      errors[key as keyof FieldErrors] = issue.message;
    }
  }
  return errors;
}
