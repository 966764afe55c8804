import { ApiError } from '@cairn/commerce-client';

/** How the account forms name the backend's fields, for messages that lack a subject. */
export const fieldLabels: Record<string, string> = {
  email: 'Email address',
  password: 'Password',
  newPassword: 'New password',
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  birthdate: 'Date of birth',
  address1: 'Address',
  address2: 'Address line 2',
  city: 'Town or city',
  zipCode: 'Postcode',
  country: 'Country',
};

/** The field part of a backend key: `address.zipCode` → `zipCode`. */
function fieldOf(key: string): string {
  return key.split('.').at(-1) ?? key;
}

/**
 * The backend's field errors, keyed by the form's field names. Only an `ApiError` has them;
 * anything else (a network failure) has none.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.errors).map(([key, message]) => [fieldOf(key), message]),
  );
}

/**
 * The first server message, as the page shows it (seed 000 sections 5 and 8). A message that
 * starts in lower case ("already registered") gets its field's name in front; a failure
 * without a server answer gets `fallback`.
 */
export function firstServerMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const [key, message] = Object.entries(error.errors)[0] ?? [undefined, error.message];
  if (!message || /^\d{3}\b/.test(message)) return fallback;
  const label = key ? fieldLabels[fieldOf(key)] : undefined;
  return label && /^[a-z]/.test(message) ? `${label}: ${message}` : message;
}
