import type { MiddlewareHandler } from 'hono';

/**
 * Starts the requests it guards one event-loop turn apart, first come first served.
 *
 * Why: with the API and PGlite in-process, a page render runs from start to finish without
 * waiting on I/O, and everything the loop collects in one poll (every kept-alive connection
 * that has sent its next request) used to render back to back before the loop polled again.
 * A turn then lasted tens of renders, and Node (libuv) accepts at most one new connection per
 * turn: under 50 connections a new or reconnecting client waited seconds for its first byte
 * while established ones were served again and again (issue 8: p50 320 ms, p99 6.9 s). One
 * render per turn keeps each turn short, so accepts, reads and health checks happen between
 * renders, and renders run in arrival order.
 *
 * Renders that do wait on I/O (API_URL, PostgreSQL) still overlap: this spaces their starts,
 * it does not limit how many are in flight. A request whose client has gone while it waited
 * is answered 503 without rendering, so time goes to clients still waiting.
 *
 * @example app.get('*', takeTurns(), (c) => render(c.req.raw))
 */
export function takeTurns(): MiddlewareHandler {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  function startNext() {
    const start = waiting.shift();
    // Scheduled from the check phase, the next start runs on the loop's next turn.
    if (waiting.length > 0) setImmediate(startNext);
    else scheduled = false;
    start?.();
  }

  return async function takeTurn(c, next) {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(startNext);
      }
    });
    if (c.req.raw.signal.aborted) return c.body(null, 503);
    await next();
  };
}
