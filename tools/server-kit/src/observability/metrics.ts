import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), one registry for the shop server and the
 * in-process API. Other modules record through the named metrics below rather than creating
 * their own, so every figure appears once in `/metrics`.
 *
 * Node's own figures come from prom-client's default collectors, among them the event-loop
 * delay (`nodejs_eventloop_lag_seconds`, `nodejs_eventloop_lag_p99_seconds`), heap and RSS.
 *
 * @example
 * import { cacheEvents } from '@cairn/server-kit';
 * cacheEvents.inc({ cache: 'page', result: 'hit' });
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** What a request was for: low-cardinality, unlike its path. */
export type RouteKind =
  | 'page'
  | 'asset'
  | 'file'
  | 'api'
  | 'commerce'
  | 'content'
  | 'image'
  | 'health'
  | 'metrics';

export const httpRequestDuration = new Histogram<'kind' | 'method' | 'status'>({
  name: 'cairn_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer starting, by route kind, method and status',
  labelNames: ['kind', 'method', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/**
 * Cache lookups, by cache (`page`, `data`, `content`, …) and result: `hit`, `miss`, `stale`
 * (served stale while revalidating), `purge` (entries dropped by an invalidation).
 */
export const cacheEvents = new Counter<'cache' | 'result'>({
  name: 'cairn_cache_events_total',
  help: 'Cache lookups and purges by cache and result (hit, miss, stale, purge)',
  labelNames: ['cache', 'result'],
  registers: [metricsRegistry],
});

/** Rate-limit decisions, by limiter and outcome (`allowed`, `refused`). */
export const rateLimitDecisions = new Counter<'limiter' | 'outcome'>({
  name: 'cairn_rate_limit_decisions_total',
  help: 'Rate-limited attempts by limiter and outcome (allowed, refused)',
  labelNames: ['limiter', 'outcome'],
  registers: [metricsRegistry],
});

type Source<T> = Set<() => T>;
const databasePools: Source<DatabasePoolStats | undefined> = new Set();
const redisClients: Source<boolean> = new Set();
const imageEncodeQueues: Source<{ running: number; waiting: number }> = new Set();

function watch<T>(sources: Source<T>, read: () => T): () => void {
  sources.add(read);
  return () => sources.delete(read);
}

/**
 * A gauge in the process's registry whose value is the sum of every source watching it, read
 * at each scrape; returns `watch`, which adds a source and returns a function that stops.
 * @example const watchQueue = summedGauge({ name: 'cairn_queue_depth', help: 'Waiting jobs' });
 */
export function summedGauge({ name, help }: { name: string; help: string }) {
  const sources: Source<number> = new Set();
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      this.set([...sources].reduce((sum, read) => sum + read(), 0));
    },
  });
  return (read: () => number) => watch(sources, read);
}

export type DatabasePoolStats = { total: number; idle: number; waiting: number };

export const databasePoolConnections = new Gauge<'state'>({
  name: 'cairn_db_pool_connections',
  help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one',
  labelNames: ['state'],
  registers: [metricsRegistry],
  collect() {
    const totals = { total: 0, idle: 0, waiting: 0 };
    for (const read of databasePools) {
      const stats = read();
      if (!stats) continue;
      totals.total += stats.total;
      totals.idle += stats.idle;
      totals.waiting += stats.waiting;
    }
    for (const [state, value] of Object.entries(totals)) this.set({ state }, value);
  },
});

/** Reports a database pool in `cairn_db_pool_connections`; returns a function that stops. */
export const watchDatabasePool = (read: () => DatabasePoolStats | undefined) =>
  watch(databasePools, read);

export const redisUp = new Gauge({
  name: 'cairn_redis_up',
  help: '1 when every configured Redis connection is ready, 0 when one is not (absent when no Redis is configured)',
  registers: [metricsRegistry],
  collect() {
    if (redisClients.size === 0) return;
    this.set([...redisClients].every((ready) => ready()) ? 1 : 0);
  },
});

/** Reports whether a Redis connection is ready in `cairn_redis_up`; returns a function that stops. */
export const watchRedis = (ready: () => boolean) => watch(redisClients, ready);

export const imageEncodes = new Gauge<'state'>({
  name: 'cairn_image_encodes',
  help: 'Image variants being encoded now (running) and waiting for a turn (waiting)',
  labelNames: ['state'],
  registers: [metricsRegistry],
  collect() {
    const totals = { running: 0, waiting: 0 };
    for (const read of imageEncodeQueues) {
      const load = read();
      totals.running += load.running;
      totals.waiting += load.waiting;
    }
    for (const [state, value] of Object.entries(totals)) this.set({ state }, value);
  },
});

/** Reports an image encode queue in `cairn_image_encodes`; returns a function that stops. */
export const watchImageEncodes = (read: () => { running: number; waiting: number }) =>
  watch(imageEncodeQueues, read);

/** The kind of a request path, for `cairn_http_request_duration_seconds`. */
export function routeKind(path: string): RouteKind {
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/commerce/')) return 'commerce';
  if (path.startsWith('/content/')) return 'content';
  if (path.startsWith('/images/')) return 'image';
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  // Files at the root of the client build (favicon, manifest, robots, sitemap).
  if (/^\/[^/]+\.(?:ico|png|svg|webmanifest|json|txt|xml|js|css|woff2?)$/.test(path)) return 'file';
  return 'page';
}
