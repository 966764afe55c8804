import { type SQL, sql } from 'drizzle-orm';

/** Colours closer than this are "similar colours" (seed 000 section 9). */
export const similarColourDistance = 120;

/** `#rrggbb` (or `rrggbb`) as red, green and blue from 0 to 255; null if it is not one. */
export function rgbFromHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
}

/**
 * The distance between two colours: Euclidean in RGB, from 0 (the same) to about 441 (black
 * to white). Plain and predictable, which is what a "similar colours" row needs; null when
 * either is not a `#rrggbb` colour.
 */
export function colourDistance(a: string, b: string): number | null {
  const first = rgbFromHex(a);
  const second = rgbFromHex(b);
  if (!first || !second) return null;
  return Math.hypot(first[0] - second[0], first[1] - second[1], first[2] - second[2]);
}

/** The same distance in SQL between two `#rrggbb` columns or values. */
export function colourDistanceSql(a: SQL, b: SQL): SQL {
  const channel = (hex: SQL, from: number) =>
    sql`('x' || substr(${hex}, ${sql.raw(String(from))}, 2))::bit(8)::int`;
  return sql`sqrt(power(${channel(a, 2)} - ${channel(b, 2)}, 2) + power(${channel(a, 4)} - ${channel(b, 4)}, 2) + power(${channel(a, 6)} - ${channel(b, 6)}, 2))`;
}
