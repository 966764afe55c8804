import { ApiError } from '../http/request.ts';
import type { UnavailableLine } from './types.ts';

/**
 * A 410 from the commerce backend: stock no longer covers some lines (another shopper paid
 * for the last units). `unavailable` lists them with what is left.
 */
export class OutOfStockError extends ApiError {
  override name = 'OutOfStockError';
  readonly unavailable: UnavailableLine[];

  constructor(error: ApiError) {
    super(error.status, error.message, error.body, error.headers);
    const body = error.body as { unavailable?: unknown } | null;
    this.unavailable = Array.isArray(body?.unavailable)
      ? (body.unavailable as UnavailableLine[])
      : [];
  }
}
