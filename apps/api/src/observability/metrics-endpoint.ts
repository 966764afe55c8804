import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import type { Config } from '../config/config.ts';
import { metricsRegistry } from './metrics.ts';

/**
 * `GET /metrics` in Prometheus's text format, behind a bearer token when one is given.
 * @example app.route('/', metricsEndpoint({ token: config.METRICS_TOKEN }))
 */
export function metricsEndpoint({ token }: { token?: string | undefined } = {}): Hono {
  const app = new Hono();
  if (token) app.use('/metrics', bearerAuth({ token }));
  app.get('/metrics', async (c) => {
    c.header('Content-Type', metricsRegistry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metricsRegistry.metrics());
  });
  return app;
}

/**
 * Where `/metrics` is served. On its own port when METRICS_PORT is set (and then never on the
 * public one); else on the public port behind METRICS_TOKEN; else on the public port openly
 * outside production only. In production without either setting there are no metrics over
 * HTTP at all, rather than figures anyone may read.
 */
export function metricsPlacement(
  config: Pick<Config, 'NODE_ENV' | 'METRICS_PORT' | 'METRICS_TOKEN'>,
): { publicPort?: Hono; ownPort?: { port: number; app: Hono } } {
  const token = config.METRICS_TOKEN;
  if (config.METRICS_PORT !== undefined) {
    return { ownPort: { port: config.METRICS_PORT, app: metricsEndpoint({ token }) } };
  }
  if (token || config.NODE_ENV !== 'production') return { publicPort: metricsEndpoint({ token }) };
  return {};
}
