import { type SQL, sql } from 'drizzle-orm';

/** Colours closer than this are "similar colours" (requirements R-CONST-9). */
export const similarColourDistance = 120;

/**
 * The distance between two `#rrggbb` colours, in SQL: Euclidean in RGB, from 0 (the same) to
 * about 441 (black to white). Plain and predictable, which is what a "similar colours" row needs.
 */
export function colourDistanceSql(a: SQL, b: SQL): SQL {
  const channel = (hex: SQL, from: number) =>
    sql`('x' || substr(${hex}, ${sql.raw(String(from))}, 2))::bit(8)::int`;
  return sql`sqrt(power(${channel(a, 2)} - ${channel(b, 2)}, 2) + power(${channel(a, 4)} - ${channel(b, 4)}, 2) + power(${channel(a, 6)} - ${channel(b, 6)}, 2))`;
}
