import { createHash, randomBytes } from 'node:crypto';

/** A new bearer secret: 32 random bytes, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of secrets are stored, so a leaked table does not hand out sessions. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a client-supplied token could be one of ours (anything else is not looked up). */
export function isWellFormedSecret(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{40,64}$/.test(value);
}
