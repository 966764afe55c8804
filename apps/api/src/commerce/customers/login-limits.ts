import type { Context } from 'hono';
import { clientAddress } from '../../http/client-address.ts';
import { RateLimited, type RateLimits, waitInWords } from '../../http/rate-limits.ts';
import { CommerceError } from '../commerce-error.ts';

/** Who is trying the password, beyond the client's address. */
export type LoginClient = {
  /**
   * A key for a client already known to be the account's owner (a known browser's id, the
   * logged-in session's id), or null for anyone else.
   */
  trusted: string | null;
};

/** The refusal once the account's limit for unknown browsers is used up (any email, alike). */
export const accountLockedMessage = (wait: string) =>
  `Too many attempts to log in with this email address; please try again in ${wait}, or reset your password to log in on this device now.`;

/**
 * Runs a password check under the login limits (OWASP's authentication cheat sheet): each
 * attempt counts before the password is checked, so parallel guesses count each other, against
 * this address and
 * - from a browser not known to be the owner's: this (account, address) pair and the account
 *   itself (at most 50 wrong passwords an hour from every address together, ASVS 2.2.1);
 * - from the owner's known browser: that (account, browser) pair only, so however many
 *   strangers fill the account's limit, the owner's own browser still logs in, and a reset
 *   link makes the browser that follows it known (a stranger cannot lock the owner out).
 * A correct password clears the pair's run of failures and gives the address and the account
 * their attempt back. Answers 429 with Retry-After when over.
 */
export async function checkPasswordLimited(
  c: Context,
  limits: RateLimits,
  email: string,
  check: () => Promise<boolean>,
  { trusted }: LoginClient = { trusted: null },
): Promise<boolean> {
  const address = clientAddress(c);
  const pair = trusted === null ? `${email}\n${address}` : `${email}\nknown:${trusted}`;
  try {
    await limits.loginFailuresPerAccountAddress.take(pair);
    await limits.loginFailuresPerAddress.take(address);
  } catch (error) {
    throw commerceLimitError(c, error, 'login', { loggedIn: false });
  }
  if (trusted === null) {
    try {
      await limits.loginFailuresPerAccount.take(email);
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      await limits.loginFailuresPerAddress.giveBack(address);
      c.header('Retry-After', String(error.retryAfterSeconds));
      throw new CommerceError(
        429,
        { login: accountLockedMessage(waitInWords(error.retryAfterSeconds)) },
        { loggedIn: false },
      );
    }
  }
  const valid = await check();
  if (valid) {
    await Promise.all([
      limits.loginFailuresPerAccountAddress.forget(pair),
      limits.loginFailuresPerAddress.giveBack(address),
      trusted === null ? limits.loginFailuresPerAccount.giveBack(email) : undefined,
    ]);
  }
  return valid;
}

/** A limit refusal as the commerce backend's 429 (with Retry-After); anything else as it is. */
export function commerceLimitError(
  c: Context,
  error: unknown,
  field = 'request',
  extra: Record<string, unknown> = {},
): unknown {
  if (!(error instanceof RateLimited)) return error;
  c.header('Retry-After', String(error.retryAfterSeconds));
  return new CommerceError(429, { [field]: error.message }, extra);
}

/** Takes one use of a limit, as the commerce backend's 429 when it is used up. */
export async function takeCommerceLimit(
  c: Context,
  take: () => Promise<void>,
  field = 'request',
): Promise<void> {
  try {
    await take();
  } catch (error) {
    throw commerceLimitError(c, error, field);
  }
}
