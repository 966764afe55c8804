import { type AppointmentSlotDay, formatSlotDay } from '@cairn/commerce-client';
import { RadioGroupField } from '@cairn/ui';

export type SlotPickerProps = {
  days: AppointmentSlotDay[];
  /** The chosen slot's `startsAt`, or empty. */
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
};

/** Free times grouped by UK day: one radio group per day, one choice across all of them. */
export function SlotPicker({ days, value, onChange, error }: SlotPickerProps) {
  if (days.length === 0) {
    return (
      <p className="appointment-slots__empty">
        There are no free times in the next 14 days. Please try another store or service.
      </p>
    );
  }
  return (
    <section className="appointment-slots" aria-labelledby="appointment-slots-title">
      <h2 id="appointment-slots-title">Choose a time</h2>
      {error && (
        <p className="appointment-slots__error" id="appointment-slots-error" role="alert">
          {error}
        </p>
      )}
      <div className="appointment-slots__days">
        {days.map((day) => (
          <RadioGroupField
            key={day.date}
            className="appointment-slots__day"
            legend={formatSlotDay(day.date)}
            orientation="horizontal"
            value={day.slots.some((slot) => slot.startsAt === value) ? value : ''}
            onValueChange={onChange}
            options={day.slots.map((slot) => ({ value: slot.startsAt, label: slot.time }))}
          />
        ))}
      </div>
    </section>
  );
}
