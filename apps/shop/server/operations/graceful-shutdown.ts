import type { Server } from 'node:http';

export type GracefulShutdownOptions = {
  /** The servers to drain: the public one, and the metrics one when it has its own port. */
  servers: Server[];
  /** Closes what the process holds once no request is left (database pool, Redis). */
  release: () => Promise<void>;
  /**
   * How long to keep accepting after the signal while readiness says 503, so a load balancer
   * stops sending first (default 0).
   */
  delayMs?: number;
  /** How long in-flight requests get before their connections are cut. */
  timeoutMs: number;
  log?: (message: string) => void;
};

export type GracefulShutdown = {
  /** True from the first signal on: readiness answers 503 so load balancers look elsewhere. */
  readonly shuttingDown: boolean;
  /**
   * Waits `delayMs` (still serving, readiness 503), then stops accepting connections, lets requests in flight finish (closing keep-alive
   * connections as they fall idle), cuts whatever is left after `timeoutMs`, then releases
   * the pools. Resolves once done; calling it again returns the same promise.
   */
  shutdown(reason: string): Promise<void>;
};

/**
 * Graceful shutdown for SIGTERM (a container stop, a rolling deploy) and SIGINT:
 * `node:http`'s `server.close()` stops the listener and waits for open connections; idle
 * keep-alive connections would hold it open for their whole timeout, so they are closed as
 * soon as they have no request in flight.
 *
 * @example
 * const shutdown = gracefulShutdown({ servers: [server], release: () => api.close(), timeoutMs: 25_000 });
 * process.once('SIGTERM', () => void shutdown.shutdown('SIGTERM').then(() => process.exit(0)));
 */
export function gracefulShutdown({
  servers,
  release,
  delayMs = 0,
  timeoutMs,
  log = () => {},
}: GracefulShutdownOptions): GracefulShutdown {
  let done: Promise<void> | undefined;
  return {
    get shuttingDown() {
      return done !== undefined;
    },
    shutdown(reason) {
      done ??= (async () => {
        if (delayMs > 0) {
          log(`${reason}: not ready; still serving for ${delayMs} ms while load balancers notice`);
          await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
        log(`${reason}: finishing requests in flight, then stopping (at most ${timeoutMs} ms)`);
        const startedAt = performance.now();
        const closed = servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              if (!server.listening) return resolve();
              server.close(() => resolve());
            }),
        );
        const idleSweep = setInterval(() => {
          for (const server of servers) server.closeIdleConnections();
        }, 50);
        for (const server of servers) server.closeIdleConnections();
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          for (const server of servers) server.closeAllConnections();
        }, timeoutMs);
        await Promise.all(closed);
        clearInterval(idleSweep);
        clearTimeout(timer);
        const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
        log(
          timedOut
            ? `Requests still open after ${timeoutMs} ms were cut off; releasing connections`
            : `Every request finished in ${seconds}s; releasing connections`,
        );
        await release();
      })();
      return done;
    },
  };
}
