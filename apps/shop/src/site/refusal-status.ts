import type { ApiError } from '@cairn/commerce-client';

/** The status of an API refusal (an `ApiError` with a 4xx), or undefined for any other failure. */
export function refusalStatus(error: unknown): number | undefined {
  const status = (error as Partial<ApiError> | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
