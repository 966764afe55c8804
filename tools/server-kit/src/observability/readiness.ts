import type { Context } from 'hono';

/** Whether a replica should be sent requests, and the operators' reasons. */
export type Readiness = {
  status: 'ready' | 'not ready' | 'shutting down';
  /**
   * Operators' figures: each check (`database`, `redis`), the database engine, each guarded
   * service's circuit. Shown only behind the metrics credential or port, never to anyone who
   * asks: they map the deployment for an attacker.
   */
  details: Record<string, unknown>;
};

/**
 * `GET /readyz`'s answer: 200 when ready, else 503, and `{ status }` only unless `detailed`
 * (the operators' view, `metricsEndpoint`).
 */
export function readinessAnswer(
  c: Context,
  readiness: Readiness,
  { detailed = false }: { detailed?: boolean } = {},
): Response {
  c.header('Cache-Control', 'no-store');
  const { status, details } = readiness;
  return c.json(detailed ? { status, ...details } : { status }, status === 'ready' ? 200 : 503);
}
