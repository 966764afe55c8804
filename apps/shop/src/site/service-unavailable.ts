/** A page's data that could not be had because a service behind the API is down (503). */
export type ServiceUnavailable = { retryAfter: string };

/**
 * The first route error that is the API's 503 (the content service or the database not
 * answering), with its `Retry-After`: the shop answers such a page 503 too, so browsers,
 * crawlers and the CDN try again later instead of taking it for a broken or missing page.
 */
export function serviceUnavailableOf(
  matches: readonly { status: string; error?: unknown }[],
): ServiceUnavailable | undefined {
  for (const match of matches) {
    if (match.status !== 'error' || !isServiceUnavailable(match.error)) continue;
    const headers = (match.error as { headers?: unknown }).headers;
    const retryAfter = headers instanceof Headers ? headers.get('Retry-After') : null;
    return { retryAfter: retryAfter && /^\d{1,5}$/.test(retryAfter) ? retryAfter : '5' };
  }
  return undefined;
}

/** Whether an error is an answer 503 (an ApiError, or one as it arrives deserialised). */
export function isServiceUnavailable(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 503;
}

/**
 * Whether a failed query is worth one more try: not a 4xx (the request is wrong) and not a 503
 * (the API has said when to come back, and a server render must not wait a second for it).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && ((status >= 400 && status < 500) || status === 503)) {
    return false;
  }
  return failureCount < 1;
}
