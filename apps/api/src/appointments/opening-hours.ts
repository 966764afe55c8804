/** Opening times of one weekday in minutes after local midnight, or `null` when closed. */
export type DayHours = { opens: number; closes: number } | null;

/** Sunday first, as `Date#getUTCDay` counts. */
export type WeekHours = [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function minutes(time: string): number {
  const [hours, mins] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
}

/**
 * Reads a store's opening hours as the demo catalogue writes them:
 * `Mon-Sat 9:00-18:00, Sun 11:00-17:00` or `Mon-Fri 9:00-19:00, Sat 10:00-18:00, Sun closed`.
 * A day not named is closed.
 */
export function parseOpeningHours(text: string): WeekHours {
  const week: WeekHours = [null, null, null, null, null, null, null];
  for (const part of text.split(',')) {
    const match = part
      .trim()
      .match(/^(\w{3})(?:-(\w{3}))?\s+(?:(\d{1,2}:\d{2})-(\d{1,2}:\d{2})|closed)$/i);
    if (!match) throw new Error(`Unreadable opening hours: ${part.trim()}`);
    const [, first, last, opens, closes] = match;
    const from = days.indexOf(first as (typeof days)[number]);
    const to = days.indexOf((last ?? first) as (typeof days)[number]);
    if (from < 0 || to < 0) throw new Error(`Unknown day in opening hours: ${part.trim()}`);
    // Mon-Sun wraps past Saturday to Sunday.
    for (let day = from, steps = 0; steps < 7; day = (day + 1) % 7, steps++) {
      week[day] = opens && closes ? { opens: minutes(opens), closes: minutes(closes) } : null;
      if (day === to) break;
    }
  }
  return week;
}
