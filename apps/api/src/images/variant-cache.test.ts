import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestLogger } from '@cairn/server-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVariantCache, EncodeQueueFull } from './variant-cache.ts';

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
    // Outside a request the cache warns through the process logger.
    const warn = vi.spyOn(requestLogger(), 'warn').mockImplementation(() => {});
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

  it('refuses an encode at once when the queue is full, rather than queueing without end', async () => {
    const cache = createVariantCache({
      dir: join(root, 'queue'),
      maxConcurrentEncodes: 1,
      maxQueuedEncodes: 2,
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async () => {
      await gate;
      return bytes('slow');
    };
    const accepted = [1, 2, 3].map((n) => cache.get(key(100 + n), 'webp', slow));
    // Each request first looks on disk; the misses reach the queue in whatever order the disk
    // answers, so the fourth is sent once the first three hold the slot and the queue.
    await vi.waitFor(() => expect(cache.encodes()).toEqual({ running: 1, waiting: 2 }));
    await expect(cache.get(key(104), 'webp', slow)).rejects.toBeInstanceOf(EncodeQueueFull);
    release();
    expect((await Promise.all(accepted)).map((variant) => variant.encoded)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('keeps the folder under its byte cap, deleting the least recently used files', async () => {
    const dir = join(root, 'capped');
    const cache = createVariantCache({ dir, maxBytes: 1000 });
    const kilobyte = (fill: string) => async () => bytes(fill.repeat(300));
    for (let n = 1; n <= 6; n += 1) {
      await cache.get(key(200 + n), 'webp', kilobyte(String(n)));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const files = (
      await Promise.all((await readdir(dir)).map((shard) => readdir(join(dir, shard))))
    ).flat();
    expect(files.length * 300).toBeLessThanOrEqual(1000);
    // The newest is still there; the oldest went first.
    expect(files).toContain(`${key(206)}.webp`);
    expect(files).not.toContain(`${key(201)}.webp`);
  });
});
