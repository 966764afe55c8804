/**
 * The commerce backend did not answer within the client's `timeoutMs` (it is slow or away; a
 * connection refused is the platform's `TypeError` as before). Nothing is known about what it
 * did: a payment retried with the same idempotency key answers the order if one was placed,
 * never a second one.
 */
export class CommerceTimeoutError extends Error {
  override name = 'CommerceTimeoutError';
  constructor(
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(`The commerce backend did not answer within ${timeoutMs / 1000} s`, options);
  }
}
