/** When the shop's first stories went live; the oldest pages keep this date. */
export const LAUNCH = '2026-01-05T09:00:00.000Z';

/** A deterministic morning publish time on a date (`YYYY-MM-DD`), 08:00 UTC. */
export function on(date: string): string {
  return `${date}T08:00:00.000Z`;
}
