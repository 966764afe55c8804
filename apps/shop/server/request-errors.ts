import { type Logger, loggablePath, requestLogger } from '@cairn/server-kit';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

/**
 * Anything thrown past the handlers is a 500 whose cause goes to the log with it (the request
 * line says only the status); Hono's own HTTP errors keep their answer.
 */
export function logFailedRequests(logger: Logger | undefined): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    requestLogger(logger).error(
      { err: error, method: c.req.method, path: loggablePath(c.req.path) },
      'request failed (500)',
    );
    return c.text('Something went wrong on our side; please try again.', 500);
  };
}
