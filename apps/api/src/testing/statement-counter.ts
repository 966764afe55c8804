import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type StatementCounter = {
  /** Statements sent since the counter started or was last reset. */
  readonly count: number;
  reset(): void;
  /** Puts the drivers back as they were. */
  stop(): void;
};

/**
 * Counts the statements sent to the database by either engine's driver (PGlite's `query` and
 * `exec`, node-postgres's `Client#query`, which its pool also goes through), for tests and
 * scripts that keep a route's round trips in check. Statements inside a PGlite transaction are
 * not counted. One counter at a time.
 */
export function countStatements(): StatementCounter {
  let count = 0;
  const targets = [
    [PGlite.prototype, 'query'],
    [PGlite.prototype, 'exec'],
    [pg.Client.prototype, 'query'],
  ] as const;
  const originals = targets.map(([prototype, method]) => {
    const target = prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    const original = target[method] as (...args: unknown[]) => unknown;
    target[method] = function counted(this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
    return () => {
      target[method] = original;
    };
  });
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    stop() {
      for (const restore of originals) restore();
    },
  };
}
