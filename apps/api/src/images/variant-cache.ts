import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { requestLogger } from '@cairn/server-kit';

export type VariantCacheOptions = {
  /** The folder encoded variants are kept in, e.g. `<DATA_DIR>/image-cache`. */
  dir: string;
  /**
   * Encodes allowed at once; more wait their turn, so a burst of cold requests cannot take
   * every CPU. Default: the number of CPUs, at most 4.
   */
  maxConcurrentEncodes?: number;
  /**
   * Encodes that may wait for a turn; past that `get` throws `EncodeQueueFull` at once (the
   * routes answer 503 with Retry-After) rather than queueing without end. Default 64.
   */
  maxQueuedEncodes?: number;
  /**
   * The cache's size cap in bytes; past it the least recently used files are deleted (down to
   * 90% of the cap). Default 512 MiB.
   */
  maxBytes?: number;
};

/** Thrown by `get` when the encode queue is full. */
export class EncodeQueueFull extends Error {
  override name = 'EncodeQueueFull';
  constructor() {
    super('Too many images are being drawn right now; try again in a few seconds');
  }
}

export type VariantCache = {
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
  /** Encodes running now and waiting for a turn (for metrics, and for tests to wait on). */
  encodes(): { running: number; waiting: number };
};

/** A disk cache of encoded image variants with a shared in-flight promise per key. */
export function createVariantCache({
  dir,
  maxConcurrentEncodes = Math.min(4, availableParallelism()),
  maxQueuedEncodes = 64,
  maxBytes = 512 * 1024 * 1024,
}: VariantCacheOptions): VariantCache {
  const inFlight = new Map<string, Promise<{ bytes: Uint8Array<ArrayBuffer>; encoded: boolean }>>();
  const madeDirs = new Set<string>();
  const limit = createLimiter(Math.max(1, maxConcurrentEncodes), maxQueuedEncodes);
  let warnedAboutWrites = false;
  // Bytes on disk: measured once (the folder may hold an earlier run's files), then counted.
  let usedBytes: Promise<number> | undefined;
  let evicting: Promise<void> | undefined;

  async function cacheFiles(): Promise<{ path: string; size: number; used: number }[]> {
    const files: { path: string; size: number; used: number }[] = [];
    for (const shard of await readdir(dir).catch(() => [] as string[])) {
      for (const name of await readdir(join(dir, shard)).catch(() => [] as string[])) {
        const path = join(dir, shard, name);
        const info = await stat(path).catch(() => null);
        if (info?.isFile()) files.push({ path, size: info.size, used: info.mtimeMs });
      }
    }
    return files;
  }

  /** Deletes the least recently used files until the cache is under 90% of its cap. */
  async function evict(): Promise<void> {
    const files = (await cacheFiles()).sort((a, b) => a.used - b.used);
    let total = files.reduce((sum, file) => sum + file.size, 0);
    for (const file of files) {
      if (total <= maxBytes * 0.9) break;
      await rm(file.path, { force: true });
      total -= file.size;
    }
    usedBytes = Promise.resolve(total);
  }

  async function counted(added: number): Promise<void> {
    usedBytes ??= cacheFiles().then((files) => files.reduce((sum, file) => sum + file.size, 0));
    const total = (await usedBytes) + added;
    usedBytes = Promise.resolve(total);
    if (total > maxBytes && !evicting) {
      evicting = evict().finally(() => {
        evicting = undefined;
      });
      await evicting;
    }
  }

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
      await counted(bytes.length);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      // A read-only or full disk costs speed, not correctness: the bytes are still served.
      if (!warnedAboutWrites) {
        warnedAboutWrites = true;
        requestLogger().warn(
          { err: error },
          `Image cache: cannot write to ${dir}; serving without a cache.`,
        );
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
      const bytes = await readFile(path);
      // The file's time says when it was last used, for the least-recently-used eviction.
      const now = new Date();
      void utimes(path, now, now).catch(() => {});
      return { bytes, encoded: false };
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
    encodes: () => limit.load(),
  };
}

/** Runs at most `size` tasks at once, the rest in arrival order; refuses past `maxWaiting`. */
function createLimiter(size: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next in line, so none can jump the queue.
    if (running < size) running++;
    else if (waiting.length >= maxWaiting) throw new EncodeQueueFull();
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }
  limit.load = () => ({ running, waiting: waiting.length });
  return limit;
}
