import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

/**
 * zod validation at the edge with one error shape for every endpoint:
 * `400 { error: 'Invalid request', issues: [{ path, message }] }`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json(
        {
          error: 'Invalid request',
          issues: result.error.issues.map((issue) => ({
            path: [target, ...issue.path.map(String)].join('.'),
            message: issue.message,
          })),
        },
        400,
      );
    }
  });
}
