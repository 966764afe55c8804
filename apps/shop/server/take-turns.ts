import type { MiddlewareHandler } from 'hono';

export type TakeTurnsOptions = {
  /**
   * Event-loop turns left free after each start while requests wait. Node (libuv) accepts at
   * most one new connection per turn, so spare turns let a burst of new connections in within
   * a few renders rather than one per render. Default 3.
   */
  spareTurns?: number;
};

/**
 * Starts the requests it guards one at a time, a few event-loop turns apart, first come first
 * served.
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
 * Renders that do wait on I/O (API_URL, PostgreSQL) still overlap: this spaces their starts,
 * it does not limit how many are in flight. A request whose client has gone while it waited
 * is answered 503 without rendering, so time goes to clients still waiting.
 *
 * @example app.get('*', takeTurns(), (c) => render(c.req.raw))
 */
export function takeTurns({ spareTurns = 3 }: TakeTurnsOptions = {}): MiddlewareHandler {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  // Scheduled from the check phase, an immediate runs on the loop's next turn.
  function startAfter(turns: number) {
    setImmediate(turns > 0 ? () => startAfter(turns - 1) : startNext);
  }

  function startNext() {
    const start = waiting.shift();
    if (waiting.length > 0) startAfter(spareTurns);
    else scheduled = false;
    start?.();
  }

  return async function takeTurn(c, next) {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        startAfter(0);
      }
    });
    if (c.req.raw.signal.aborted) return c.body(null, 503);
    await next();
  };
}
