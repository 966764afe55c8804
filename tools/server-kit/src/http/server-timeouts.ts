import type { ServerOptions } from 'node:http';

/**
 * Time-outs for the shop's HTTP servers, so a client that trickles its request (slowloris)
 * holds a connection for seconds, not Node's defaults (60 s for headers, checked every 30 s,
 * so about 75 s; 300 s for the body). Every server the shop or the API listens on uses them.
 */
export const serverTimeouts = {
  /** The request's headers must have arrived within this. */
  headersMs: 10_000,
  /** The whole request, body included, must have arrived within this. */
  requestMs: 30_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: 5_000,
  /** How often Node checks the two above: the most a time-out can be overrun by. */
  checkEveryMs: 1_000,
} as const;

export type ServerTimeouts = { [Name in keyof typeof serverTimeouts]: number };

/**
 * `http.createServer` options with the time-outs (`serve({ serverOptions })` of
 * `@hono/node-server`); tests pass shorter ones.
 * @example serve({ fetch: app.fetch, port, serverOptions: timeoutServerOptions() })
 */
export function timeoutServerOptions(overrides: Partial<ServerTimeouts> = {}): ServerOptions {
  const timeouts = { ...serverTimeouts, ...overrides };
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
}
