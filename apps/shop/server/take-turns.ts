import type { Context, MiddlewareHandler } from 'hono';

export type TakeTurnsOptions = {
  /**
   * Event-loop turns left free after each start while requests wait. Node (libuv) accepts at
   * most one new connection per turn, so spare turns let a burst of new connections in within
   * a few renders rather than one per render. Default 3.
   */
  spareTurns?: number;
  /**
   * Most requests that may wait for their turn at once; a request arriving when that many
   * wait is not queued but answered by `onBusy`. Default: no limit.
   */
  maxWaiting?: number;
  /**
   * The answer to a request turned away. `Retry-After` (the expected wait, in whole seconds)
   * and `Cache-Control: no-store` are set on the context first, so answer through it
   * (`c.html`, `c.text`). Default: a one-line plain-text 503.
   */
  onBusy?: (c: Context, retryAfterSeconds: number) => Response | Promise<Response>;
};

const plainBusy = (c: Context) => c.text('Too many requests are waiting; try again shortly.', 503);

/**
 * Starts the requests it guards one at a time, a few event-loop turns apart, first come first
 * served, and turns requests away with a 503 and `Retry-After` once `maxWaiting` wait.
 *
 * Why: with the API and PGlite in-process, a page render runs from start to finish without
 * waiting on I/O, and everything the loop collected in one poll (every kept-alive connection
 * that had sent its next request) used to render back to back before the loop polled again. A
 * turn then lasted tens of renders, and as Node accepts at most one new connection per turn, a
 * new or reconnecting client waited seconds for its first byte while established ones were
 * served again and again (issue 8: p50 320 ms, p99 6.9 s). Starting one render per turn keeps
 * turns short, so accepts, reads, timers and health checks happen between renders, and renders
 * run in arrival order.
 *
 * Under sustained overload the queue would grow without end and every answer would come too
 * late; past `maxWaiting` a newcomer is told at once when to come back instead, and the
 * requests already waiting keep their places.
 *
 * Renders that do wait on I/O (API_URL, PostgreSQL) still overlap: this spaces their starts,
 * it does not limit how many are in flight. A request whose client goes while it waits leaves
 * the queue at once (answered 503, not rendered), so it holds no place.
 *
 * @example app.get('*', takeTurns({ maxWaiting: 200 }), (c) => render(c.req.raw))
 */
export function takeTurns({
  spareTurns = 3,
  maxWaiting = Number.POSITIVE_INFINITY,
  onBusy = plainBusy,
}: TakeTurnsOptions = {}): MiddlewareHandler & { readonly waiting: number } {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  // The time between starts while requests wait, smoothed: what each waiting request adds to a
  // newcomer's wait. Only gaps inside a backlog count; idle time between bursts does not.
  let startGapMs = 0;
  let backlogSince: number | undefined;

  // Scheduled from the check phase, an immediate runs on the loop's next turn.
  function startAfter(turns: number) {
    setImmediate(turns > 0 ? () => startAfter(turns - 1) : startNext);
  }

  function startNext() {
    const now = performance.now();
    if (backlogSince !== undefined) {
      const gap = now - backlogSince;
      startGapMs = startGapMs === 0 ? gap : startGapMs * 0.8 + gap * 0.2;
    }
    const start = waiting.shift();
    if (waiting.length > 0) {
      backlogSince = now;
      startAfter(spareTurns);
    } else {
      backlogSince = undefined;
      scheduled = false;
    }
    start?.();
  }

  function retryAfterSeconds() {
    return Math.max(1, Math.ceil((waiting.length * startGapMs) / 1000));
  }

  const takeTurn: MiddlewareHandler = async (c, next) => {
    const signal = c.req.raw.signal;
    if (signal.aborted) return c.body(null, 503);
    if (waiting.length >= maxWaiting) {
      const seconds = retryAfterSeconds();
      c.header('Retry-After', String(seconds));
      c.header('Cache-Control', 'no-store');
      return onBusy(c, seconds);
    }
    const started = await new Promise<boolean>((resolve) => {
      const start = () => {
        signal.removeEventListener('abort', leave);
        resolve(true);
      };
      const leave = () => {
        const place = waiting.indexOf(start);
        if (place >= 0) waiting.splice(place, 1);
        resolve(false);
      };
      waiting.push(start);
      signal.addEventListener('abort', leave, { once: true });
      if (!scheduled) {
        scheduled = true;
        startAfter(0);
      }
    });
    if (!started) return c.body(null, 503);
    await next();
  };
  // How many wait now, for the render queue gauge.
  return Object.defineProperty(takeTurn, 'waiting', {
    get: () => waiting.length,
  }) as MiddlewareHandler & {
    readonly waiting: number;
  };
}
