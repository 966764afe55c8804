/** The shop's stores keep UK time: GMT in winter, BST in summer. */
export const storeTimeZone = 'Europe/London';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: storeTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A calendar date in UK time, `2026-11-24`. */
export type LocalDate = string;

/** The UK wall-clock date and minutes after midnight of an instant. */
export function londonWallClock(instant: Date): { date: LocalDate; minutes: number } {
  const values = Object.fromEntries(
    parts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    date: `${values.year}-${values.month}-${values.day}`,
    minutes: Number(values.hour) * 60 + Number(values.minute),
  };
}

/** How far UK time is ahead of UTC at an instant, in minutes (0 or 60). */
function offsetMinutes(instant: Date): number {
  const { date, minutes } = londonWallClock(instant);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a UK wall-clock time happens (the later offset for the repeated autumn hour). */
export function londonInstant(date: LocalDate, minutes: number): Date {
  const naive = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const first = naive - offsetMinutes(new Date(naive)) * 60_000;
  return new Date(naive - offsetMinutes(new Date(first)) * 60_000);
}

/** The calendar date `days` after `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Sunday 0 to Saturday 6. */
export function weekday(date: LocalDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
