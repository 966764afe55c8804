import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { BenchRequest } from './request-mix.ts';

export type LoadOptions = { connections: number; duration: number };

export type LoadFigures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** The one-minute load average as the run began: the machines are shared. */
  loadBefore: number;
};

/**
 * Drives `requests` at the API with autocannon: each connection keeps one request in flight
 * and walks the list in order, over and over, for `duration` seconds. autocannon runs in a
 * worker thread so the load it makes is not queued behind the server on this event loop.
 */
export async function runLoad(
  origin: string,
  requests: BenchRequest[],
  { connections, duration }: LoadOptions,
): Promise<LoadFigures> {
  const loadBefore = loadavg()[0] ?? 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    workers: 1,
    requests,
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    loadBefore,
  };
}
