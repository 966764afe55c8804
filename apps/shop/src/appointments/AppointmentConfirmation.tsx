import { type Appointment, formatAppointmentTime } from '@cairn/commerce-client';

/** What the shopper sees once booked: when, where, and that a confirmation is on its way. */
export function AppointmentConfirmation({ appointment }: { appointment: Appointment }) {
  return (
    <div className="appointment-page appointment-confirmation" role="status">
      <h1>Your appointment is booked</h1>
      <dl className="appointment-confirmation__details">
        <dt>When</dt>
        <dd data-appointment-when>{formatAppointmentTime(appointment.startsAt)}</dd>
        <dt>What</dt>
        <dd>
          {appointment.service.name} ({appointment.service.durationMinutes} minutes)
        </dd>
        <dt>Where</dt>
        <dd>
          {appointment.store.name}, {appointment.store.address}, {appointment.store.postcode}
        </dd>
      </dl>
      <p>
        We have sent a confirmation to {appointment.email}. If you cannot make it, please call the
        store on {appointment.store.phone}.
      </p>
      <a className="cairn-button cairn-button--secondary cairn-button--medium" href="/appointment">
        Book another appointment
      </a>
    </div>
  );
}
