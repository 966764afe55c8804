import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { commerceService } from '../../commerce/commerce-service.ts';
import { createPasswordHasher } from '../../commerce/customers/passwords.ts';
import { createMailer } from '../../commerce/mail/mailer.ts';
import { openDatabase } from '../../db/database.ts';
import { createRateLimits, limiterFactory } from '../../http/rate-limits.ts';

/**
 * The commerce backend alone, for the kill loop (`kill-loop.fault.test.ts`): opens the
 * database the test seeded (`DATABASE_URL`, or PGlite in `PGLITE_DIR`), serves `/commerce` on
 * a free port and prints `{"port": n}` once it listens. The test SIGKILLs it at random points
 * of checkouts and starts it again; nothing here may depend on a clean shutdown.
 */
const url = process.env.DATABASE_URL;
const dataDir = process.env.PGLITE_DIR;
if (!url && !dataDir) throw new Error('Set DATABASE_URL or PGLITE_DIR');
const handle = await openDatabase(url ? { url } : { dataDir: dataDir ?? '' });
const mailer = createMailer({ db: handle.db, log: () => {} });
const app = new Hono().route(
  '/commerce',
  commerceService({
    db: handle.db,
    mailer,
    publicUrl: 'http://localhost:3000',
    // Limits in the database, so they survive the kills as the orders do. Every shopper of the
    // loop comes from 127.0.0.1 and takes a new session each checkout: the per-address limit on
    // new sessions is not what this test is about.
    limits: createRateLimits(limiterFactory({ kind: 'database', db: handle.db }), {
      sessionsPerAddress: { points: 1_000_000, durationSeconds: 60 * 60 },
    }),
    passwords: createPasswordHasher(),
  }),
);
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
