import { loggablePath, requestLogger } from '@cairn/server-kit';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../resilience/database-unavailable.ts';
import { PasswordQueueFull } from './customers/passwords.ts';
import { type CommerceEnv, replyError } from './session/session-middleware.ts';

/**
 * A failure to answer in the commerce backend's shape: a status, an `errors` map of field to
 * message, and anything else the client needs (such as the unavailable lines).
 */
export class CommerceError extends Error {
  override name = 'CommerceError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: Record<string, string>,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(Object.values(errors)[0] ?? 'Request failed');
  }
}

/** PostgreSQL error codes that mean "try again", not "broken". */
const retryableCodes = new Set(['40001', '40P01', '55P03']);

function databaseCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The commerce error handler: known failures in the `errors` shape with the token, Hono's own
 * 4xx (malformed JSON) kept, conflicts and lock timeouts as 409/503, anything else a logged 500.
 */
export function handleCommerceError(error: Error, c: Context<CommerceEnv>) {
  if (error instanceof CommerceError) {
    return replyError(c, error.status, error.errors, error.extra);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return replyError(c, error.status, { request: error.message });
  }
  if (error instanceof PasswordQueueFull) {
    // Shed, not queued: more password checks wait than a shopper should stand behind.
    c.header('Retry-After', String(error.retryAfterSeconds));
    return replyError(c, 503, {
      request: 'We are very busy just now. Please try again in a few seconds.',
    });
  }
  const code = databaseCode(error);
  if (code === '23505') {
    return replyError(c, 409, { request: 'This changed at the same time elsewhere; try again' });
  }
  if (code && retryableCodes.has(code)) {
    c.header('Retry-After', '1');
    return replyError(c, 503, { request: 'Busy; try again in a moment' });
  }
  if (isDatabaseUnavailable(error)) {
    // The database went away mid-request (restart, failover): the transaction rolled back, so
    // a retry, with the same idempotency key for a payment, is safe.
    console.warn(
      `${c.req.method} ${c.req.path} answered 503: database unavailable (${error.message})`,
    );
    c.header('Retry-After', '5');
    return replyError(c, 503, {
      request: 'The shop is briefly unavailable; try again in a few seconds',
    });
  }
  requestLogger().error(
    { err: error, method: c.req.method, path: loggablePath(c.req.path) },
    'request failed',
  );
  return replyError(c, 500, { request: 'Something went wrong on our side; please try again.' });
}
