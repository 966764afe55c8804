/**
 * `pnpm commerce:serve --port 4100 [--allow-origin http://localhost:3000 ...]`: the embedded
 * commerce backend (`/commerce/*`) alone, on a port of its own, standing in for a Centra
 * checkout API: point a shop at it with `COMMERCE_API_URL=http://127.0.0.1:4100/commerce`.
 * Like Centra's plugin it admits browsers from its allowed origins only (CORS), and a payment
 * provider may send shoppers back to those origins only. It seeds the demo catalogue into a
 * database of its own (DATABASE_URL, or PGlite under DATA_DIR/commerce-serve), so its skus
 * and prices are the demo shop's. Tooling: it imports the demo data.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, createLogger, loadConfig, timeoutServerOptions } from '@cairn/server-kit';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createApi } from '../src/app.ts';
import { seedDemoData } from '../src/seed.ts';

const usage =
  'Usage: pnpm commerce:serve --port <port> [--host 127.0.0.1] [--allow-origin <shop origin>]... (default origin http://localhost:3000)';

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      'allow-origin': { type: 'string', multiple: true, default: ['http://localhost:3000'] },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(usage);
  const origins = values['allow-origin'].map((origin) => {
    if (!URL.canParse(origin))
      throw new UsageError(`--allow-origin ${origin}: not a URL. ${usage}`);
    return new URL(origin).origin;
  });
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
  const ownUrl = `http://${values.host === '0.0.0.0' ? '127.0.0.1' : values.host}:${port}/commerce`;
  const api = await createApi({
    // The embedded backend answers here whatever the shell says: it is the "Centra".
    config: { ...config, COMMERCE_API_URL: undefined, COMMERCE_SHARED_SECRET: undefined },
    logger,
    database: config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: join(config.DATA_DIR, 'commerce-serve') },
    commerce: { ownUrl, returnOrigins: origins },
    // The shared secret the shell gives (with COMMERCE_API_URL, as for the shop it serves): the
    // stand-in's catalogue calls then answer only server-side calls carrying it, as Centra's do.
    commerceSharedSecret: config.COMMERCE_SHARED_SECRET,
  });
  await api.database.exclusively(() => seedDemoData(api.database.db, { productImages: false }));

  const app = new Hono();
  // As a Centra plugin's allowed origins: browsers on the shop may call, with the session
  // token going both ways in the `API-token` header.
  app.use(
    '/commerce/*',
    cors({
      origin: origins,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowHeaders: ['API-token', 'Content-Type', 'Idempotency-Key'],
      exposeHeaders: ['API-token'],
      maxAge: 600,
    }),
  );
  app.all('/commerce/*', (c) => api.app.fetch(c.req.raw, c.env));
  app.get('/healthz', (c) => api.app.fetch(c.req.raw, c.env));
  const server = serve(
    { fetch: app.fetch, port, hostname: values.host, serverOptions: timeoutServerOptions() },
    () =>
      logger.info(
        `Embedded commerce backend on ${ownUrl} for ${origins.join(', ')} (${api.database.engine})`,
      ),
  );
  const stop = () => server.close(() => void api.close().then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof UsageError ? error.message : error,
  );
  process.exit(1);
});
