import { PassThrough } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { metricsRegistry } from './metrics.ts';
import { metricsEndpoint, metricsPlacement } from './metrics-endpoint.ts';
import { currentRequestId, observeRequests } from './request-observer.ts';

function capturedLogger() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
  });
  return { logger: createLogger({ format: 'json', destination: stream }), lines };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('observeRequests', () => {
  it('echoes a well-formed X-Request-Id, and replaces a malformed one with a new id', async () => {
    const { logger } = capturedLogger();
    const app = new Hono();
    app.use('*', observeRequests({ logger }));
    app.get('/x', (c) => c.text(currentRequestId() ?? 'none'));

    const kept = await app.request('/x', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    expect(await kept.text()).toBe('abc-123');

    const replaced = await app.request('/x', {
      headers: { 'X-Request-Id': 'no spaces <allowed>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("carries a page's id into the API calls made while answering it, and logs one line per request without personal data", async () => {
    const shop = capturedLogger();
    const apiLog = capturedLogger();
    const api = new Hono();
    api.use('*', observeRequests({ logger: apiLog.logger, logRequests: false, measure: false }));
    api.get('/commerce/login/:email', (c) => c.json({ id: c.get('requestId') }));
    api.get('/api/broken', () => {
      throw new Error('boom');
    });
    api.onError((_error, c) => c.json({ error: 'failed' }, 500));

    const app = new Hono();
    app.use('*', observeRequests({ logger: shop.logger }));
    app.get('/page', async (c) => {
      // As a page render calls the in-process API: a new Request without any id header.
      const answer = await api.fetch(new Request('http://shop/commerce/login/ann%40example.com'));
      await api.fetch(new Request('http://shop/api/broken'));
      return c.json(await answer.json());
    });

    const response = await app.request('/page?email=ann@example.com', {
      headers: { 'X-Request-Id': 'page-1' },
    });
    expect(await response.json()).toEqual({ id: 'page-1' });
    await settle();
    expect(shop.lines).toHaveLength(1);
    expect(shop.lines[0]).toMatchObject({
      reqId: 'page-1',
      method: 'GET',
      path: '/page',
      kind: 'page',
      status: 200,
    });
    // The in-process API logs only its failures, under the page's id.
    expect(apiLog.lines).toEqual([
      expect.objectContaining({ reqId: 'page-1', path: '/api/broken', status: 500, level: 50 }),
    ]);
    expect(JSON.stringify([...shop.lines, ...apiLog.lines])).not.toContain('ann');
  });

  it('records request durations by route kind and status in /metrics', async () => {
    const { logger } = capturedLogger();
    const app = new Hono();
    app.use('*', observeRequests({ logger, logRequests: false }));
    app.get('/api/thing', (c) => c.json({}, 404));
    app.route('/', metricsEndpoint());
    await app.request('/api/thing');
    const text = await (await app.request('/metrics')).text();
    expect(text).toMatch(
      /cairn_http_request_duration_seconds_count\{kind="api",method="GET",status="404"\} [1-9]/,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('cairn_rate_limit_decisions_total');
    expect(text).toContain('cairn_cache_events_total');
    expect(metricsRegistry.contentType).toContain('text/plain');
  });
});

describe('metricsPlacement', () => {
  const token = 'a-long-enough-metrics-token';

  it('keeps metrics off the public port in production unless a token guards them', async () => {
    expect(metricsPlacement({ NODE_ENV: 'production' })).toEqual({});
    const guarded = metricsPlacement({ NODE_ENV: 'production', METRICS_TOKEN: token }).publicPort;
    if (!guarded) throw new Error('expected metrics on the public port');
    expect((await guarded.request('/metrics')).status).toBe(401);
    const wrong = await guarded.request('/metrics', { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await guarded.request('/metrics', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(right.status).toBe(200);
  });

  it('serves them on METRICS_PORT only when it is set, and openly outside production', () => {
    const own = metricsPlacement({ NODE_ENV: 'production', METRICS_PORT: 9464 });
    expect(own.publicPort).toBeUndefined();
    expect(own.ownPort?.port).toBe(9464);
    expect(metricsPlacement({ NODE_ENV: 'development' }).publicPort).toBeDefined();
  });
});
