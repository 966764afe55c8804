/**
 * An ISO date as UK shoppers read it: day/month/year (`2026-11-03` -> `03/11/2026`). Read from
 * the string, not a Date, so the server and the browser agree whatever their time zones.
 */
export function formatDate(iso: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : undefined;
}
