import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

export interface VariantCacheOptions {
  /** The folder encoded variants are kept in, e.g. `<DATA_DIR>/image-cache`. */
  dir: string;
  /**
   * Encodes allowed at once; more wait their turn, so a burst of cold requests cannot take
   * every CPU. Default: the number of CPUs, at most 4.
   */
  maxConcurrentEncodes?: number;
}

export interface VariantCache {
  /**
   * The bytes stored under `key` (lower-case hex), encoding and storing them first when absent.
   * Concurrent calls for one key share one read or encode. `encoded` says whether this call
   * encoded (or joined the encode of) the variant.
   */
  get(
    key: string,
    extension: string,
    encode: () => Promise<Uint8Array<ArrayBuffer>>,
  ): Promise<{ bytes: Uint8Array<ArrayBuffer>; encoded: boolean }>;
}

/** A disk cache of encoded image variants with a shared in-flight promise per key. */
export function createVariantCache({
  dir,
  maxConcurrentEncodes = Math.min(4, availableParallelism()),
}: VariantCacheOptions): VariantCache {
  const inFlight = new Map<string, Promise<{ bytes: Uint8Array<ArrayBuffer>; encoded: boolean }>>();
  const madeDirs = new Set<string>();
  const limit = createLimiter(Math.max(1, maxConcurrentEncodes));
  let warnedAboutWrites = false;

  async function store(path: string, shard: string, bytes: Uint8Array): Promise<void> {
    // Write then rename, so a reader never sees half a file, even from another replica.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      if (!madeDirs.has(shard)) {
        await mkdir(shard, { recursive: true });
        madeDirs.add(shard);
      }
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      // A read-only or full disk costs speed, not correctness: the bytes are still served.
      if (!warnedAboutWrites) {
        warnedAboutWrites = true;
        console.warn(`Image cache: cannot write to ${dir}; serving without a cache.`, error);
      }
    }
  }

  async function load(
    key: string,
    extension: string,
    encode: () => Promise<Uint8Array<ArrayBuffer>>,
  ) {
    const shard = join(dir, key.slice(0, 2));
    const path = join(shard, `${key}.${extension}`);
    try {
      return { bytes: await readFile(path), encoded: false };
    } catch {
      // Absent, or an unreadable cache folder: either way the variant is encoded afresh.
    }
    const bytes = await limit(encode);
    await store(path, shard, bytes);
    return { bytes, encoded: true };
  }

  return {
    get(key, extension, encode) {
      if (!/^[0-9a-f]{16,128}$/.test(key)) throw new Error(`Not a cache key: '${key}'`);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = load(key, extension, encode).finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
  };
}

/** Runs at most `size` tasks at once, the rest in arrival order. */
function createLimiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next in line, so none can jump the queue.
    if (running < size) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
