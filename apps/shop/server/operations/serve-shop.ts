import type { Server } from 'node:http';
import type { Api } from '@cairn/api';
import {
  type Config,
  type Logger,
  metricsPlacement,
  observeRequests,
  type Readiness,
  readinessAnswer,
  timeoutServerOptions,
} from '@cairn/server-kit';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { ShopConfig } from '../config.ts';
import { type GracefulShutdown, gracefulShutdown } from './graceful-shutdown.ts';

export type ServeShopOptions = {
  config: Pick<
    Config,
    | 'PORT'
    | 'HOST'
    | 'NODE_ENV'
    | 'METRICS_PORT'
    | 'METRICS_TOKEN'
    | 'SHUTDOWN_DELAY'
    | 'SHUTDOWN_TIMEOUT'
  > &
    Pick<ShopConfig, 'API_URL'>;
  /** The shop's own handler (createShopServer). */
  shop: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  /** The in-process API, closed on shutdown; absent when API_URL is set. */
  api?: Api;
  logger: Logger;
  onListening?: (info: { address: string; port: number }) => void;
};

export type ServingShop = { server: Server; metricsServer?: Server; shutdown: GracefulShutdown };

/**
 * Puts the shop on its port the way operators need it: a request id, a log line and a duration
 * sample per request; `/readyz` (the database answers, Redis reported but not required; 503
 * once shutting down; its details and `/metrics` only where `metricsPlacement` allows) beside
 * the liveness `/healthz`; and a graceful shutdown on SIGTERM and SIGINT.
 */
export function serveShop({
  config,
  shop,
  api,
  logger,
  onListening,
}: ServeShopOptions): ServingShop {
  const app = new Hono();
  let shutdown: GracefulShutdown | undefined;
  const ready = async (): Promise<Readiness> => {
    if (shutdown?.shuttingDown) return { status: 'shutting down', details: {} };
    return api ? api.ready() : remoteReadiness(config.API_URL);
  };
  app.use('*', observeRequests({ logger }));
  const metrics = metricsPlacement(config, ready);
  // Before the public /readyz: operators' requests to it get the details.
  if (metrics.publicPort) app.route('/', metrics.publicPort);
  app.get('/readyz', async (c) => readinessAnswer(c, await ready()));
  // The connection info (c.env) goes along: the API reads the client's address from it.
  app.all('*', (c) => shop.fetch(c.req.raw, c.env));

  // Slow clients (headers or body trickled) are cut within seconds (serverTimeouts).
  const serverOptions = timeoutServerOptions();
  const server = serve(
    { fetch: app.fetch, port: config.PORT, hostname: config.HOST, serverOptions },
    (info) => onListening?.(info),
  ) as Server;
  const metricsServer = metrics.ownPort
    ? (serve({
        fetch: metrics.ownPort.app.fetch,
        port: metrics.ownPort.port,
        hostname: config.HOST,
        serverOptions,
      }) as Server)
    : undefined;
  shutdown = gracefulShutdown({
    servers: metricsServer ? [server, metricsServer] : [server],
    release: async () => {
      await api?.close();
    },
    delayMs: config.SHUTDOWN_DELAY * 1000,
    timeoutMs: config.SHUTDOWN_TIMEOUT * 1000,
    log: (message) => logger.info(message),
  });
  const stop = (signal: string) => {
    const running = shutdown;
    void running
      ?.shutdown(signal)
      .then(() => {
        logger.flush();
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  return { server, ...(metricsServer ? { metricsServer } : {}), shutdown };
}

/**
 * With the API elsewhere, the shop is ready when that API is (its details are behind its own
 * metrics credential or port).
 */
async function remoteReadiness(apiUrl: string | undefined): Promise<Readiness> {
  const ready = apiUrl
    ? await fetch(new URL('/readyz', apiUrl), { signal: AbortSignal.timeout(2000) })
        .then(async (response) => {
          // Only its status counts; the body is read to free the connection.
          await response.arrayBuffer();
          return response.ok;
        })
        .catch(() => false)
    : false;
  return { status: ready ? 'ready' : 'not ready', details: { api: ready } };
}
