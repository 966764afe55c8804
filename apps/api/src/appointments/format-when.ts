import { storeTimeZone } from './london-time.ts';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: storeTimeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An appointment time as shoppers read it: `Tuesday 24 November 2026, 10:30` (UK time). Built
 * from parts, as ICU versions differ in the commas and words they put between them.
 */
export function formatWhen(instant: Date): string {
  const part = Object.fromEntries(
    formatter.formatToParts(instant).map((each) => [each.type, each.value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}
