import { tokenHeader } from '@cairn/commerce-client/contract';
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodType } from 'zod';
import type { Database } from '../../db/database.ts';
import { clientAddress } from '../../http/client-address.ts';
import { RateLimited, type RateLimits } from '../../http/rate-limits.ts';
import { CommerceSession } from './commerce-session.ts';

export type CommerceEnv = { Variables: { session: CommerceSession } };

export { tokenHeader };

/**
 * Resolves the `API-Token` header (`none` or missing: no session) into `c.var.session`, and
 * puts the session's current token on every answer, so a client always learns a new one. A
 * new session (an anonymous write: each is a session and a cart row) takes one use of
 * `sessionsPerAddress` first, so one client cannot fill the tables (429 past it).
 */
export function sessionMiddleware({
  db,
  limits,
}: {
  db: Database;
  limits: Pick<RateLimits, 'sessionsPerAddress'>;
}): MiddlewareHandler<CommerceEnv> {
  return async function commerceSession(c, next) {
    const session = await CommerceSession.open(db, c.req.header(tokenHeader), async () => {
      try {
        await limits.sessionsPerAddress.take(clientAddress(c));
      } catch (error) {
        if (!(error instanceof RateLimited)) throw error;
        c.header('Retry-After', String(error.retryAfterSeconds));
        // Answered by handleCommerceError as `{ errors: { request } }`, like a CommerceError
        // (which this module cannot import: commerce-error.ts imports it).
        throw new HTTPException(429, { message: error.message });
      }
    });
    c.set('session', session);
    await next();
    if (c.res.headers.get(tokenHeader) !== session.token) c.header(tokenHeader, session.token);
  };
}

/** A JSON answer carrying the session's token in the body as well as the header. */
export function reply(
  c: Context<CommerceEnv>,
  body: Record<string, unknown>,
  status: ContentfulStatusCode = 200,
) {
  const token = c.var.session?.token ?? 'none';
  c.header(tokenHeader, token);
  return c.json({ token, ...body }, status);
}

/**
 * A failure in the commerce backend's shape: `errors` maps fields to messages (as Centra
 * answers), `error` is the first message for clients that show one line.
 */
export function replyError(
  c: Context<CommerceEnv>,
  status: ContentfulStatusCode,
  errors: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const error = Object.values(errors)[0] ?? 'Request failed';
  return reply(c, { error, errors, ...extra }, status);
}

/**
 * zod validation with the project's error shape (`error`, `issues`; `error` is the first
 * message) plus the commerce backend's `errors` map keyed by field name, and the token.
 */
export function input<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || target;
      errors[field] ??= issue.message;
    }
    return reply(
      c as Context<CommerceEnv>,
      {
        error: Object.values(errors)[0] ?? 'Invalid request',
        errors,
        issues: result.error.issues.map((issue) => ({
          path: [target, ...issue.path.map(String)].join('.'),
          message: issue.message,
        })),
      },
      400,
    );
  });
}
