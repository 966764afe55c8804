import type { ClientState } from '@cairn/commerce-client';

/**
 * Where the browser remembers that its session token belongs to a logged-in customer. The
 * token alone does not say so: guests get one with their first cart. The mark holds a
 * fingerprint of the token it was made for, so a token that changes (a new guest session after
 * logout in another tab) is no longer taken for a customer's. Without the mark the customer is
 * never fetched, so guests do not ask for a profile on every page.
 */
export const customerMarkKey = 'cairn.customer';

type Listener = () => void;
const listeners = new Set<Listener>();

/** FNV-1a: a short, non-secret fingerprint, so the token is not stored a second time. */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Marks the stored session as a customer's (after login or registration), or clears it. */
export function markCustomer(state: ClientState, loggedIn: boolean): void {
  const token = state.cartToken;
  if (loggedIn && token) state.storage.set(customerMarkKey, tokenFingerprint(token));
  else state.storage.remove(customerMarkKey);
  for (const listener of listeners) listener();
}

/** Logged in: a stored token marked as a customer's. */
export function isLoggedIn(state: ClientState): boolean {
  const token = state.cartToken;
  return token !== null && state.storage.get(customerMarkKey) === tokenFingerprint(token);
}

/**
 * Calls `listener` when this tab logs in or out, and when another tab changes the stored
 * token or mark (the browser's `storage` event).
 */
export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}
