import { describe, expect, it } from 'vitest';
import {
  createPasswordHasher,
  isBreachedPassword,
  owaspScryptParameters,
  PasswordQueueFull,
} from './passwords.ts';

describe('password hashing', () => {
  it("hashes at OWASP's scrypt parameters (N = 2^17, r = 8, p = 1) by default", async () => {
    expect(owaspScryptParameters).toEqual({ logN: 17, r: 8, p: 1 });
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await hasher.verify('correct horse battery staple', hash)).toBe(true);
    expect(await hasher.verify('correct horse battery stapler', hash)).toBe(false);
    expect(hasher.needsUpgrade(hash)).toBe(false);
  }, 60_000);

  it('still verifies hashes made at older parameters, and says they need upgrading', async () => {
    const old = createPasswordHasher({ logN: 14 });
    const current = createPasswordHasher({ logN: 12 });
    const hash = await old.hash('pass phrase one');
    expect(await current.verify('pass phrase one', hash)).toBe(true);
    expect(current.needsUpgrade(hash)).toBe(true);
    expect(current.needsUpgrade(await current.hash('pass phrase one'))).toBe(false);
  });

  it('never matches a malformed or absurd stored hash', async () => {
    const hasher = createPasswordHasher({ logN: 8 });
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$c2FsdA==$a2V5',
      'scrypt$40$8$1$c2FsdA==$a2V5',
    ]) {
      expect(await hasher.verify('plain', stored)).toBe(false);
      expect(hasher.needsUpgrade(stored)).toBe(true);
    }
  });

  it('computes at most `concurrency` hashes at a time, the rest in arrival order', async () => {
    const hasher = createPasswordHasher({ logN: 12, concurrency: 1 });
    const finished: string[] = [];
    const hashes = ['a', 'b', 'c'].map((word) =>
      hasher.hash(`${word} password`).then((hash) => {
        finished.push(word);
        // Whenever one finishes, the next has its turn and nothing more runs.
        expect(hasher.load().running).toBeLessThanOrEqual(1);
        return hash;
      }),
    );
    expect(hasher.load()).toEqual({ running: 1, waiting: 2 });
    expect(new Set(await Promise.all(hashes)).size).toBe(3);
    expect(finished).toEqual(['a', 'b', 'c']);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('the hash queue', () => {
  it('refuses a hash past `maxWaiting` at once, with a wait to retry after', async () => {
    const hasher = createPasswordHasher({ logN: 12, concurrency: 1, maxWaiting: 2 });
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => hasher.hash(`guess ${index}`)),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    console.info(
      `hash queue: 10 at once, concurrency 1, 2 may wait: ${10 - refused.length} hashed, ${refused.length} refused in ${Date.now() - started} ms`,
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(PasswordQueueFull);
      expect((outcome as PromiseRejectedResult).reason.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('waits 16 at most by default', async () => {
    const hasher = createPasswordHasher({ logN: 10, concurrency: 1 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) => hasher.hash(`guess ${index}`)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(17);
  });
});

describe('breached passwords', () => {
  it('knows the most common breached passwords, whatever their case', () => {
    for (const password of ['password', 'Password1', '12345678', 'qwerty123', 'iloveyou']) {
      expect(isBreachedPassword(password), password).toBe(true);
    }
  });

  it('lets an uncommon passphrase through', () => {
    expect(isBreachedPassword('pass phrase one')).toBe(false);
    expect(isBreachedPassword('granite kestrel moss lantern')).toBe(false);
  });
});
