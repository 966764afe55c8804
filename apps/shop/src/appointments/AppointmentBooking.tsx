import { ApiError, type Appointment, type AppointmentStore } from '@cairn/commerce-client';
import { appointmentSlotsQueryOptions, storesKeys } from '@cairn/commerce-client/query';
import { Button, TextField } from '@cairn/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { fieldLabels } from '../forms/labels.ts';
import { issuesByPath, serverErrors } from '../forms/server-errors.ts';
import { SlotPicker } from './SlotPicker.tsx';

const bookingFields = ['slot', 'name', 'email', 'phone', 'notes'] as const;
type BookingField = (typeof bookingFields)[number];
type FieldErrors = Partial<Record<BookingField, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The booking field of a validation issue's path (`json.email`); the time is the slot. */
function bookingFieldOf(path: string): BookingField | undefined {
  const field = path.split('.')[1];
  const key = field === 'startsAt' ? 'slot' : field;
  return bookingFields.find((each) => each === key);
}

/**
 * A free time from the server-rendered slots, then contact details, booked with JavaScript. A
 * time taken meanwhile clears the choice and reloads the slots.
 */
export function AppointmentBooking({
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
        // Said by the times, where the shopper now picks another, not by the Book button.
        setStartsAt('');
        setErrors({ slot: error.message });
        setProblem(null);
        document.getElementById('appointment-slots-title')?.scrollIntoView({ block: 'start' });
        void queryClient.invalidateQueries({ queryKey: slotsOptions.queryKey });
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        setErrors(
          serverErrors<BookingField>(issuesByPath(error.body), { fieldOf: bookingFieldOf }).fields,
        );
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
            label={fieldLabels.email}
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
