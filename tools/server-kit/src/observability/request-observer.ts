import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { createLogger, type Logger, loggablePath } from './logger.ts';
import { httpRequestDuration, type RouteKind, routeKind } from './metrics.ts';

type RequestContext = { requestId: string; logger: Logger };

const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request being answered (across awaits), if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

let processLogger: Logger | undefined;

/**
 * A logger whose lines carry the current request's id; outside a request, `fallback` (default:
 * a logger for the process, from LOG_LEVEL and LOG_FORMAT).
 */
export function requestLogger(fallback?: Logger): Logger {
  const current = requestContext.getStore()?.logger;
  if (current) return current;
  if (fallback) return fallback;
  processLogger ??= createLogger({
    level: process.env.LOG_LEVEL || 'info',
    format:
      process.env.LOG_FORMAT === 'json' || process.env.LOG_FORMAT === 'pretty'
        ? process.env.LOG_FORMAT
        : undefined,
  });
  return processLogger;
}

// Health checks (every second from each load balancer), metrics scrapes and static files
// that were found are logged at debug level: at info they would drown the pages and the API.
const quietKinds = new Set<RouteKind>(['asset', 'file', 'health', 'metrics']);

export type ObserveRequestsOptions = {
  logger: Logger;
  /** Write one line per answered request (default true); errors are logged either way. */
  logRequests?: boolean;
  /** Record `cairn_http_request_duration_seconds` (default true). */
  measure?: boolean;
};

/**
 * Gives every request an id (its `X-Request-Id` when well-formed, else a new UUID), echoes it
 * in the answer's `X-Request-Id`, keeps it for the request's async work (`currentRequestId`:
 * the shop passes it on to the in-process API so one id runs through a page and its data), and
 * writes one log line and one duration sample per request. The line names the method, a path
 * without query or personal segments (`loggablePath`), status and milliseconds; never headers,
 * bodies or tokens.
 */
export function observeRequests({
  logger,
  logRequests = true,
  measure = true,
}: ObserveRequestsOptions): MiddlewareHandler {
  // A request without an id of its own made while answering another (the shop's in-process
  // API calls during a page render) carries that request's id.
  const assignId = requestId({ generator: () => currentRequestId() ?? crypto.randomUUID() });
  return (c, next) =>
    assignId(c, async () => {
      const id = c.get('requestId') as string;
      const child = logger.child({ reqId: id });
      const startedAt = performance.now();
      await requestContext.run({ requestId: id, logger: child }, next);
      const seconds = (performance.now() - startedAt) / 1000;
      const status = c.res.status;
      const kind = routeKind(c.req.path);
      if (measure) {
        httpRequestDuration.observe(
          { kind, method: c.req.method, status: String(status) },
          seconds,
        );
      }
      if (logRequests || status >= 500) {
        const level =
          status >= 500 ? 'error' : quietKinds.has(kind) && status < 400 ? 'debug' : 'info';
        child[level](
          {
            method: c.req.method,
            path: loggablePath(c.req.path),
            kind,
            status,
            ms: Math.round(seconds * 10_000) / 10,
          },
          'request',
        );
      }
    });
}
