import { ApiError, CommerceTimeoutError, OutOfStockError } from '@cairn/commerce-client';
import { labelOf } from './labels.ts';

/**
 * How one form reads the backend's `errors` map (`address.zipCode: "required"`): which of its
 * fields a key belongs to, and what to say there.
 */
export type ServerFieldMapping<Field extends string> = {
  /** The form's field for a backend key, or undefined when the problem is the whole form's. */
  fieldOf: (key: string) => Field | undefined;
  /** The words shown under the field; the backend's own by default. */
  message?: (field: Field, message: string) => string;
};

/**
 * The backend's errors split into messages under fields and messages for the top of the form.
 * A field keeps the first message given for it.
 */
export function serverErrors<Field extends string>(
  errors: Record<string, string>,
  { fieldOf, message = (_field, text) => text }: ServerFieldMapping<Field>,
): { fields: Partial<Record<Field, string>>; form: string[] } {
  const fields: Partial<Record<Field, string>> = {};
  const form: string[] = [];
  for (const [key, text] of Object.entries(errors)) {
    const field = fieldOf(key);
    if (field === undefined) {
      form.push(sentence(text));
      continue;
    }
    if (fields[field] === undefined) fields[field] = message(field, text);
  }
  return { fields, form };
}

/**
 * A validation answer's issues (`{ issues: [{ path: 'json.email', message }] }`, as the API's
 * own endpoints refuse a request) as an errors map keyed by path, for `serverErrors`. A later
 * issue on the same path replaces an earlier one; issues without a path or message are left out.
 */
export function issuesByPath(body: unknown): Record<string, string> {
  const issues =
    body && typeof body === 'object' && 'issues' in body && Array.isArray(body.issues)
      ? (body.issues as { path?: string; message?: string }[])
      : [];
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    if (path && message) errors[path] = message;
  }
  return errors;
}

/** The field part of a backend key: `address.zipCode` → `zipCode`. */
function lastPart(key: string): string {
  return key.split('.').at(-1) ?? key;
}

/**
 * The backend's field errors, keyed by the backend's own field names (the account forms name
 * their inputs so). Only an `ApiError` has them; anything else (a network failure) has none.
 */
export function fieldErrors(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiError)) return {};
  return serverErrors(error.errors, { fieldOf: lastPart }).fields;
}

/**
 * The first server message, as a form's alert shows it. A message that starts in lower case
 * ("already registered") gets its field's name in front; a failure without a server answer
 * gets `fallback`.
 */
export function firstServerMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const [key, message] = Object.entries(error.errors)[0] ?? [undefined, error.message];
  if (!message || /^\d{3}\b/.test(message)) return fallback;
  const label = key ? labelOf(lastPart(key)) : undefined;
  return label && /^[a-z]/.test(message) ? `${label}: ${message}` : message;
}

/** A commerce service that is slow or away: nothing is wrong with what the shopper did. */
export const unavailableMessage =
  'Our checkout is not answering just now. Please try again in a moment.';

/**
 * What to tell a shopper when a call fails with no field to point at: the backend's own reason
 * in a sentence (it answers "unknown voucher", "minimum spend not met: ..."), stock in plain
 * words, and something useful for failures that carry no reason (offline, a server error).
 */
export function problemMessage(error: unknown): string {
  if (error instanceof OutOfStockError) {
    const [line] = error.unavailable;
    if (!line || line.available <= 0) return 'Sorry, that size has just sold out.';
    return `Sorry, only ${line.available} left in that size.`;
  }
  if (error instanceof ApiError) {
    // A 503 is a service away (Centra down, the circuit open): worth a retry in a moment.
    if (error.status === 503) return unavailableMessage;
    if (error.status >= 500) return 'Something went wrong on our side; please try again.';
    return sentence(error.message);
  }
  if (error instanceof CommerceTimeoutError) return unavailableMessage;
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
