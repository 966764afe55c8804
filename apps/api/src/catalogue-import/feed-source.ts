import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

/** A feed's bytes as they arrive, and how far along they are. */
export type FeedSource = {
  /** The name messages use: the file name as given, or the URL. */
  name: string;
  chunks: AsyncIterable<Uint8Array>;
  /** The feed's size when known (a file's size, a response's Content-Length). */
  totalBytes: number | undefined;
  /** Bytes read so far. */
  bytesRead(): number;
};

export class FeedSourceError extends Error {
  override name = 'FeedSourceError';
}

/**
 * Opens a feed file or an http(s) URL for streaming: neither is read into memory whole.
 * Fails with a FeedSourceError that says what is wrong (no such file, an HTTP status).
 */
export async function openFeedSource(location: string): Promise<FeedSource> {
  if (/^https?:\/\//i.test(location)) {
    let response: Response;
    try {
      response = await fetch(location);
    } catch (error) {
      throw new FeedSourceError(`Could not fetch ${location}: ${(error as Error).message}`);
    }
    if (!response.ok || !response.body) {
      throw new FeedSourceError(`Could not fetch ${location}: HTTP ${response.status}`);
    }
    const length = Number(response.headers.get('content-length'));
    // A compressed response's length counts compressed bytes; fetch hands over decoded ones.
    const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
    return counted(
      location,
      response.body,
      Number.isFinite(length) && length > 0 && !encoded ? length : undefined,
    );
  }
  let size: number;
  try {
    const info = await stat(location);
    if (!info.isFile()) throw new FeedSourceError(`${location} is not a file`);
    size = info.size;
  } catch (error) {
    if (error instanceof FeedSourceError) throw error;
    throw new FeedSourceError(`Could not read ${location}: ${(error as Error).message}`);
  }
  return counted(location, createReadStream(location, { highWaterMark: 1 << 20 }), size);
}

function counted(
  name: string,
  stream: AsyncIterable<Uint8Array>,
  totalBytes: number | undefined,
): FeedSource {
  let read = 0;
  async function* chunks() {
    for await (const chunk of stream) {
      read += chunk.byteLength;
      yield chunk;
    }
  }
  return { name, chunks: chunks(), totalBytes, bytesRead: () => read };
}
