import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import type { Config } from '../config/config.ts';
import { metricsRegistry } from './metrics.ts';

/**
 * What `/healthz/details` shows: the in-process API's database engine and each guarded
 * service's circuit (`Api.healthDetails`). Without it (the API elsewhere) `dependencies` is empty.
 */
export type HealthDetails = () => Record<string, unknown> & { dependencies?: unknown[] };

/**
 * `GET /metrics` in Prometheus's text format and `GET /healthz/details` (the database engine,
 * each guarded service's circuit), behind a bearer token when one is given: operators' figures,
 * not for anyone who asks (the public `/healthz` says only up or down).
 * @example app.route('/', metricsEndpoint({ token: config.METRICS_TOKEN }))
 */
export function metricsEndpoint({
  token,
  details,
}: {
  token?: string | undefined;
  details?: HealthDetails | undefined;
} = {}): Hono {
  const app = new Hono();
  if (token) {
    app.use('/metrics', bearerAuth({ token }));
    app.use('/healthz/details', bearerAuth({ token }));
  }
  app.get('/healthz/details', (c) => {
    c.header('Cache-Control', 'no-store');
    const { dependencies = [], ...rest } = details?.() ?? {};
    return c.json({ ...rest, dependencies });
  });
  app.get('/metrics', async (c) => {
    c.header('Content-Type', metricsRegistry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metricsRegistry.metrics());
  });
  return app;
}

/**
 * Where `/metrics` and `/healthz/details` are served. On its own port when METRICS_PORT is set (and then never on the
 * public one); else on the public port behind METRICS_TOKEN; else on the public port openly
 * outside production only. In production without either setting there are no metrics over
 * HTTP at all, rather than figures anyone may read.
 */
export function metricsPlacement(
  config: Pick<Config, 'NODE_ENV' | 'METRICS_PORT' | 'METRICS_TOKEN'>,
  details?: HealthDetails,
): { publicPort?: Hono; ownPort?: { port: number; app: Hono } } {
  const token = config.METRICS_TOKEN;
  if (config.METRICS_PORT !== undefined) {
    return { ownPort: { port: config.METRICS_PORT, app: metricsEndpoint({ token, details }) } };
  }
  if (token || config.NODE_ENV !== 'production') {
    return { publicPort: metricsEndpoint({ token, details }) };
  }
  return {};
}
