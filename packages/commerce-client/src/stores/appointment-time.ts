/** Stores keep UK time: GMT in winter, BST in summer. */
const timeZone = 'Europe/London';

function partsOf(date: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, ...options })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
}

/**
 * An appointment time as shoppers read it, in UK time: `Tuesday 24 November 2026, 10:30`.
 * Built from parts, as ICU versions differ in the commas and words they put between them, so
 * the confirmation page and the confirmation mail say the same.
 */
export function formatAppointmentTime(instant: Date | string): string {
  const part = partsOf(new Date(instant), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}

/** A UK day heading for a slot's date: `2026-11-24` reads `Tuesday 24 November`. */
export function formatSlotDay(date: string): string {
  // Midday UTC is the same calendar day in UK time, summer or winter.
  const part = partsOf(new Date(`${date}T12:00:00Z`), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return `${part.weekday} ${part.day} ${part.month}`;
}
