import { type Context, Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { except } from 'hono/combine';
import type { Config } from '../config/config.ts';
import { metricsRegistry } from './metrics.ts';
import { type Readiness, readinessAnswer } from './readiness.ts';

/** Checks whether this process should be sent requests (`Api.ready`, the shop's own). */
export type ReadinessCheck = () => Promise<Readiness>;

export type MetricsEndpointOptions = {
  /** Bearer token operators send; unset: served to anyone (outside production only). */
  token?: string | undefined;
  /** The readiness behind the operators' `/readyz`; unset: no `/readyz` here. */
  readiness?: ReadinessCheck | undefined;
  /**
   * Served on the public port, in front of its own `/readyz` (up or down only): a request
   * without a credential there is the load balancer's probe, and is left to it.
   */
  beforePublicProbe?: boolean;
};

/**
 * `GET /metrics` in Prometheus's text format and `GET /readyz` with its details (each check,
 * the database engine, each guarded service's circuit), behind a bearer token when one is
 * given: operators' figures, not for anyone who asks (the public `/healthz` and `/readyz` say
 * only up or down).
 * @example app.route('/', metricsEndpoint({ token: config.METRICS_TOKEN, readiness: api.ready }))
 */
export function metricsEndpoint({
  token,
  readiness,
  beforePublicProbe = false,
}: MetricsEndpointOptions = {}): Hono {
  const app = new Hono();
  // Without a credential on the public port, /readyz is the load balancer's: never a 401.
  const loadBalancerProbe = (c: Context) =>
    beforePublicProbe && token !== undefined && c.req.header('Authorization') === undefined;
  if (token) {
    const operatorsOnly = bearerAuth({ token });
    app.use('/metrics', operatorsOnly);
    app.use('/readyz', except(loadBalancerProbe, operatorsOnly));
  }
  if (readiness) {
    app.get('/readyz', async (c, next) => {
      if (loadBalancerProbe(c)) return next();
      return readinessAnswer(c, await readiness(), { detailed: true });
    });
  }
  app.get('/metrics', async (c) => {
    c.header('Content-Type', metricsRegistry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metricsRegistry.metrics());
  });
  return app;
}

/**
 * Where `/metrics` and the detailed `/readyz` are served. On its own port when METRICS_PORT is
 * set (and then never on the public one); else on the public port behind METRICS_TOKEN (mount
 * it before the public `/readyz`); else on the public port openly outside production only. In
 * production without either setting there are no metrics or details over HTTP at all, rather
 * than figures anyone may read.
 */
export function metricsPlacement(
  config: Pick<Config, 'NODE_ENV' | 'METRICS_PORT' | 'METRICS_TOKEN'>,
  readiness?: ReadinessCheck,
): { publicPort?: Hono; ownPort?: { port: number; app: Hono } } {
  const token = config.METRICS_TOKEN;
  if (config.METRICS_PORT !== undefined) {
    return { ownPort: { port: config.METRICS_PORT, app: metricsEndpoint({ token, readiness }) } };
  }
  if (token || config.NODE_ENV !== 'production') {
    return { publicPort: metricsEndpoint({ token, readiness, beforePublicProbe: true }) };
  }
  return {};
}
