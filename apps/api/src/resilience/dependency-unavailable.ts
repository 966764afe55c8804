/**
 * A service the API depends on (the content service, Elevate, Engage, the mail server, the
 * database) could not answer: refused, timed out, answered 5xx, or its circuit is open. The API
 * answers such a request 503 with `Retry-After`, never 500: nothing is wrong with the request.
 */
export class DependencyUnavailableError extends Error {
  override name = 'DependencyUnavailableError';
  constructor(
    /** Which dependency: `content`, `elevate`, `engage`, `smtp`, `database`. */
    readonly dependency: string,
    message: string,
    /** When to try again, in whole seconds (the circuit's reset time, or a short default). */
    readonly retryAfterSeconds = 5,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The DependencyUnavailableError anywhere in an error's cause chain, if there is one. */
export function dependencyUnavailableIn(error: unknown): DependencyUnavailableError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (current instanceof DependencyUnavailableError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
