import type { Context } from 'hono';
import { clientAddress } from '../../http/client-address.ts';
import { RateLimited, type RateLimits } from '../../http/rate-limits.ts';
import { CommerceError } from '../commerce-error.ts';

/**
 * Runs a password check under the login limits (OWASP's authentication cheat sheet): each
 * attempt counts against this (account, address) pair and this address before the password is
 * checked, so parallel guesses count each other; a correct password clears the pair's run of
 * failures and gives the address its attempt back. An attacker thus locks out only their own
 * address for the account, never its owner elsewhere. Answers 429 with Retry-After when over.
 */
export async function checkPasswordLimited(
  c: Context,
  limits: RateLimits,
  email: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const address = clientAddress(c);
  const pair = `${email}\n${address}`;
  try {
    await limits.loginFailuresPerAccountAddress.take(pair);
    await limits.loginFailuresPerAddress.take(address);
  } catch (error) {
    throw commerceLimitError(c, error, 'login', { loggedIn: false });
  }
  const valid = await check();
  if (valid) {
    await Promise.all([
      limits.loginFailuresPerAccountAddress.forget(pair),
      limits.loginFailuresPerAddress.giveBack(address),
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
