const timeZone = 'Europe/London';

function parts(date: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, ...options })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
}

/** A UK day heading: `2026-11-24` reads `Tuesday 24 November`. */
export function formatSlotDay(date: string): string {
  const part = parts(new Date(`${date}T12:00:00Z`), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return `${part.weekday} ${part.day} ${part.month}`;
}

/**
 * An appointment time in en-GB and UK time: `Tuesday 24 November 2026, 10:30`. Built from
 * parts so every browser and server writes it the same way.
 */
export function formatAppointmentTime(iso: string): string {
  const part = parts(new Date(iso), {
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
