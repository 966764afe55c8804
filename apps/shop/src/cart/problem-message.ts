import { ApiError, OutOfStockError } from '@cairn/commerce-client';

/**
 * What to tell a shopper when a cart call fails: the backend's own reason in a sentence
 * (it answers "unknown voucher", "minimum spend not met: ..."), stock in plain words, and
 * something useful for failures that carry no reason (offline, a server error).
 */
export function problemMessage(error: unknown): string {
  if (error instanceof OutOfStockError) {
    const [line] = error.unavailable;
    if (!line || line.available <= 0) return 'Sorry, that size has just sold out.';
    return `Sorry, only ${line.available} left in that size.`;
  }
  if (error instanceof ApiError) {
    if (error.status >= 500) return 'Something went wrong on our side; please try again.';
    return sentence(error.message);
  }
  if (error instanceof TypeError) {
    return 'We could not reach the shop. Check your connection and try again.';
  }
  return 'Something went wrong; please try again.';
}

/** "minimum spend not met: spend £100.00 or more" → "Minimum spend not met: spend £100.00 or more." */
export function sentence(message: string): string {
  const text = message.trim();
  if (!text) return text;
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
