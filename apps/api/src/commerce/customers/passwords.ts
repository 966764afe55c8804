import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt cost: N = 2^14, r = 8, p = 1 (16 MiB and ~140 ms per hash on the 2-core build
 * machines; 2^15 took ~550 ms there). Each hash records its parameters, so they can be raised
 * for new hashes without breaking old ones.
 */
const defaultParameters = { logN: 14, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function scryptOptions(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

/**
 * A salted scrypt hash, stored with its parameters so they can be raised later:
 * `scrypt$logN$r$p$salt$key` (salt and key base64).
 */
export async function hashPassword(password: string): Promise<string> {
  const { logN, r, p } = defaultParameters;
  const salt = randomBytes(16);
  const key = await derive(password, salt, scryptOptions(logN, r, p));
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    scryptOptions(Number(logN), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an email that has no account, so response timing
 * does not tell which emails are registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
