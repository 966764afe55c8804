import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

export type ScryptParameters = { logN: number; r: number; p: number };

/**
 * OWASP's Password Storage Cheat Sheet (2025): scrypt with N = 2^17, r = 8, p = 1, i.e. 128 MiB
 * of memory per hash. Every hash records its parameters, so hashes made at older settings
 * still verify, and are upgraded the next time their owner logs in.
 */
export const owaspScryptParameters: ScryptParameters = { logN: 17, r: 8, p: 1 };

export type PasswordHasherOptions = Partial<ScryptParameters> & {
  /**
   * Hashes computed at once; the rest wait their turn, so a burst of logins cannot take
   * `concurrency x 128 MiB` and every libuv thread. Default 2.
   */
  concurrency?: number;
  /**
   * Hashes that may wait for a turn; one more is refused at once (`PasswordQueueFull`, a 503
   * with Retry-After), so a burst of guesses cannot queue minutes of hashing in front of every
   * shopper's login. Default 16 (at OWASP's cost, about 8 seconds of work for two threads).
   */
  maxWaiting?: number;
};

/** Thrown instead of queueing a hash when `maxWaiting` hashes already wait. */
export class PasswordQueueFull extends Error {
  override name = 'PasswordQueueFull';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many password checks are waiting');
  }
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

const keyLength = 32;

function scryptOptions({ logN, r, p }: ScryptParameters): ScryptOptions {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) would refuse N = 2^17.
  return { N, r, p, maxmem: 128 * N * r * 2 };
}

function parse(stored: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  const parameters = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key) return null;
  if (![parameters.logN, parameters.r, parameters.p].every(Number.isInteger)) return null;
  if (parameters.logN < 1 || parameters.logN > 20 || parameters.r > 32 || parameters.p > 16) {
    return null;
  }
  return { parameters, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/**
 * Password hashing with scrypt at OWASP's parameters (lower ones only where a test passes
 * them), at most `concurrency` hashes at a time and `maxWaiting` waiting (more are refused at
 * once). Hashes read `scrypt$logN$r$p$salt$key`.
 */
export function createPasswordHasher({
  concurrency = 2,
  maxWaiting = 16,
  ...parameters
}: PasswordHasherOptions = {}) {
  const current = { ...owaspScryptParameters, ...parameters };
  let running = 0;
  const waiting: (() => void)[] = [];

  async function derive(password: string, salt: Buffer, at: ScryptParameters): Promise<Buffer> {
    // A finishing hash hands its turn straight to the next in line, so none can jump the queue.
    if (running < concurrency) running += 1;
    else if (waiting.length >= maxWaiting) {
      // Shed rather than queue: the wait would be the queue's length times a hash.
      throw new PasswordQueueFull(Math.max(1, Math.ceil(waiting.length / concurrency)));
    } else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, scryptOptions(at), (error, key) =>
          error ? reject(error) : resolve(key),
        );
      });
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, current);
    const { logN, r, p } = current;
    return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** Compares in constant time; a malformed stored hash never matches. */
  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const actual = await derive(password, parsed.salt, parsed.parameters);
    return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
  }

  let decoy: Promise<string> | undefined;

  return {
    hash,
    verify,
    /** Hashes being computed now and waiting for a turn. */
    load: () => ({ running, waiting: waiting.length }),
    /** Whether a stored hash was made at other parameters than today's (then rehash it). */
    needsUpgrade(stored: string): boolean {
      const parsed = parse(stored);
      if (!parsed) return true;
      return (['logN', 'r', 'p'] as const).some(
        (name) => parsed.parameters[name] !== current[name],
      );
    },
    /**
     * Spends the same time as a real check, for an email that has no account, so response
     * timing does not tell which emails are registered.
     */
    async verifyAgainstDecoy(password: string): Promise<false> {
      decoy ??= hash(randomBytes(16).toString('hex'));
      await verify(password, await decoy);
      return false;
    },
  };
}

const breached = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/**
 * Whether a password is on the list of the most common passwords found in breaches (about
 * 49,000, shipped offline in `@zxcvbn-ts/language-common`); compared without regard to case.
 */
export function isBreachedPassword(password: string): boolean {
  return breached.has(password.normalize('NFKC').toLowerCase());
}
