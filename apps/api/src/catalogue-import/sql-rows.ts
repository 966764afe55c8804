import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';

/** The database or a transaction on it: anything that runs a statement. */
export type Executor = Pick<Database, 'execute'>;

/**
 * Runs a statement and checks its rows against `row`: node-postgres and PGlite both answer
 * `{ rows }`, but types differ between them (a count is a string from one, a number from the
 * other), so rows are parsed, never cast.
 */
export async function rowsOf<Row extends z.ZodType>(
  db: Executor,
  query: SQL,
  row: Row,
): Promise<z.infer<Row>[]> {
  const result = await db.execute(query);
  return z.object({ rows: z.array(row) }).parse(result).rows;
}

/** The rows of an import as one JSON parameter, for `json_to_recordset`: one statement a batch. */
export function* batchesOf<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
