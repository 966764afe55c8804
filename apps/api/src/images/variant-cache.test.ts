import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVariantCache } from './variant-cache.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cairn-variant-cache-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const key = (n: number) => n.toString(16).padStart(32, '0');

describe('createVariantCache', () => {
  it('encodes on a miss, then reads the stored file', async () => {
    const cache = createVariantCache({ dir: join(root, 'a') });
    const encode = vi.fn(async () => bytes('first'));
    expect(await cache.get(key(1), 'webp', encode)).toEqual({
      bytes: bytes('first'),
      encoded: true,
    });
    const again = await cache.get(key(1), 'webp', encode);
    expect(again.encoded).toBe(false);
    expect(Buffer.from(again.bytes).toString()).toBe('first');
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('shares one encode between concurrent calls for a key', async () => {
    const cache = createVariantCache({ dir: join(root, 'b') });
    const encode = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return bytes('shared');
    });
    await Promise.all(Array.from({ length: 5 }, () => cache.get(key(2), 'avif', encode)));
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('runs no more encodes at once than allowed, and all of them in the end', async () => {
    const cache = createVariantCache({ dir: join(root, 'c'), maxConcurrentEncodes: 2 });
    let running = 0;
    let most = 0;
    const encode = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
      return bytes('x');
    };
    const done = await Promise.all(
      Array.from({ length: 7 }, (_, i) => cache.get(key(100 + i), 'jpg', encode)),
    );
    expect(done).toHaveLength(7);
    expect(most).toBe(2);
  });

  it('still serves when the folder cannot be written, and lets a failed encode be retried', async () => {
    const blocked = join(root, 'blocked');
    await writeFile(blocked, 'a file where the folder should be');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = createVariantCache({ dir: blocked });
    expect((await cache.get(key(3), 'jpg', async () => bytes('ok'))).encoded).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();

    const fresh = createVariantCache({ dir: join(root, 'd') });
    await expect(
      fresh.get(key(4), 'jpg', async () => {
        throw new Error('encoder failed');
      }),
    ).rejects.toThrow('encoder failed');
    expect((await fresh.get(key(4), 'jpg', async () => bytes('ok'))).encoded).toBe(true);
  });

  it('refuses a key that is not hex, so a key never makes a path', () => {
    const cache = createVariantCache({ dir: join(root, 'e') });
    expect(() => cache.get('../../etc/passwd', 'jpg', async () => bytes(''))).toThrow(
      'Not a cache key',
    );
  });
});
