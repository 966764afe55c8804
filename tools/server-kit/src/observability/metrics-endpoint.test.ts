import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { metricsPlacement } from './metrics-endpoint.ts';
import { type Readiness, readinessAnswer } from './readiness.ts';

const token = 'a-long-enough-metrics-token';
const readiness: Readiness = {
  status: 'ready',
  details: { database: true, redis: false, engine: 'postgres', dependencies: [] },
};

/** A server as serveShop and the API's server build it: the placement, then the public probe. */
function server(placed: Hono | undefined, answer: Readiness = readiness) {
  const app = new Hono();
  if (placed) app.route('/', placed);
  return app.get('/readyz', (c) => readinessAnswer(c, answer));
}

const readyz = (app: Hono, authorization?: string) =>
  app.request('/readyz', authorization ? { headers: { Authorization: authorization } } : {});

describe('the readiness details', () => {
  it('are never on the public port in production without METRICS_TOKEN or METRICS_PORT', async () => {
    const app = server(
      metricsPlacement({ NODE_ENV: 'production' }, async () => readiness).publicPort,
    );
    const answer = await readyz(app, `Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ready' });
  });

  it('are given on the public port to the metrics credential only; the probe still answers', async () => {
    const placed = metricsPlacement(
      { NODE_ENV: 'production', METRICS_TOKEN: token },
      async () => readiness,
    ).publicPort;
    const app = server(placed);
    const probe = await readyz(app);
    expect(probe.status).toBe(200);
    expect(probe.headers.get('cache-control')).toBe('no-store');
    expect(await probe.json()).toEqual({ status: 'ready' });
    expect((await readyz(app, 'Bearer not-the-token')).status).toBe(401);
    const details = await readyz(app, `Bearer ${token}`);
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({ status: 'ready', ...readiness.details });
  });

  it('keep the status code of readiness: 503 when not ready, with or without details', async () => {
    const down: Readiness = { status: 'not ready', details: { database: false } };
    const placed = metricsPlacement(
      { NODE_ENV: 'production', METRICS_TOKEN: token },
      async () => down,
    ).publicPort;
    const app = server(placed, down);
    const probe = await readyz(app);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toEqual({ status: 'not ready' });
    const details = await readyz(app, `Bearer ${token}`);
    expect(details.status).toBe(503);
    expect(await details.json()).toEqual({ status: 'not ready', database: false });
  });

  it('are on METRICS_PORT only when it is set, behind the token when there is one', async () => {
    const { publicPort, ownPort } = metricsPlacement(
      { NODE_ENV: 'production', METRICS_PORT: 9464, METRICS_TOKEN: token },
      async () => readiness,
    );
    expect(await (await readyz(server(publicPort), `Bearer ${token}`)).json()).toEqual({
      status: 'ready',
    });
    if (!ownPort) throw new Error('expected the metrics port');
    expect((await readyz(ownPort.app)).status).toBe(401);
    expect(await (await readyz(ownPort.app, `Bearer ${token}`)).json()).toEqual({
      status: 'ready',
      ...readiness.details,
    });
    const open = metricsPlacement(
      { NODE_ENV: 'production', METRICS_PORT: 9464 },
      async () => readiness,
    );
    expect(await (await readyz(open.ownPort?.app ?? new Hono())).json()).toEqual({
      status: 'ready',
      ...readiness.details,
    });
  });

  it('are open outside production, as /metrics is', async () => {
    const app = server(
      metricsPlacement({ NODE_ENV: 'development' }, async () => readiness).publicPort,
    );
    expect(await (await readyz(app)).json()).toEqual({ status: 'ready', ...readiness.details });
  });
});
