import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { limitBody } from '../http/body-limit.ts';
import { feedLines } from './feed-lines.ts';
import { readFeed } from './feed-reading.ts';
import { type ImportSummary, importCatalogue } from './import-catalogue.ts';

/** Where a PIM or the commerce backend pushes price and stock deltas. */
export const catalogueDeltasPath = '/catalogue/deltas';

export type CatalogueDeltaRoutesOptions = {
  db: Database;
  /** `CATALOGUE_IMPORT_TOKEN`; without it the endpoint is not there (404). */
  token: string | undefined;
  /** After the commit: purge the import's tags on every replica. */
  afterImport: (summary: ImportSummary) => Promise<void>;
  /** The largest body taken; default 16 MB (some 250,000 stock lines). */
  maxBytes?: number;
};

/**
 * `POST /catalogue/deltas` with `Authorization: Bearer <CATALOGUE_IMPORT_TOKEN>`: a delta feed
 * (JSON Lines of `price` and `stock` records, the header optional) or a JSON array of the same
 * records, imported as the command does (one transaction, only changes written, tags purged).
 * Answers the summary; 400 names each bad record's line (or array position) and field.
 */
export function catalogueDeltaRoutes({
  db,
  token,
  afterImport,
  maxBytes = 16 * 1024 * 1024,
}: CatalogueDeltaRoutesOptions): Hono {
  const app = new Hono();
  // Digests of equal length, so the comparison takes the same time whatever the guess.
  const expected = token ? digest(token) : undefined;
  app.post(
    catalogueDeltasPath,
    async function checkToken(c, next) {
      if (!expected) return c.json({ error: `No API endpoint at this address for POST` }, 404);
      const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        c.header('WWW-Authenticate', 'Bearer');
        return c.json(
          { error: 'A valid catalogue import token is needed (Authorization: Bearer …)' },
          401,
        );
      }
      await next();
    },
    limitBody(maxBytes, (c) =>
      c.json(
        { error: `Request body too large (${Math.round(maxBytes / 1024 / 1024)} MB at most)` },
        413,
      ),
    ),
    async function importDeltas(c) {
      const body = await c.req.text();
      const lines = deltaLines(body, c.req.header('Content-Type') ?? '');
      if (!lines) return c.json({ error: 'The body is not a JSON array of delta records' }, 400);
      const feed = await readFeed(feedLines(lines), { mode: 'delta' });
      const outcome = await importCatalogue(db, feed, { source: 'http' });
      if (!outcome.ok) {
        return c.json(
          { error: 'The delta has bad records; nothing was imported', problems: outcome.problems },
          400,
        );
      }
      await afterImport(outcome.summary);
      return c.json(outcome.summary);
    },
  );
  return app;
}

/**
 * The body as feed lines: JSON Lines as they are; a JSON array one element a line, so a
 * problem's "line" is the record's position in the array (from 1).
 */
function deltaLines(body: string, contentType: string): string[] | undefined {
  const trimmed = body.trimStart();
  if (!/^application\/json\b/i.test(contentType) || !trimmed.startsWith('[')) return [body];
  let records: unknown;
  try {
    records = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!Array.isArray(records)) return undefined;
  try {
    return [records.map((record) => JSON.stringify(record ?? null)).join('\n')];
  } catch {
    // Nesting too deep to write back out: no delta record is shaped so.
    return undefined;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
