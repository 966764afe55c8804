import { cacheEvents, cacheTagHeader, parseCacheTags } from '@cairn/server-kit';
import type { Context, MiddlewareHandler } from 'hono';
import type { DataCache } from './data-cache.ts';

/** The header that says whether the API's data cache answered (`hit`, `stale`, `miss`). */
export const dataCacheHeader = 'X-Data-Cache';

export type CachedAnswersOptions = {
  cache: DataCache;
  /**
   * The cache key for a request, or null to pass it by (previews, drafts). Keys must name
   * everything that varies the answer.
   */
  keyOf?: (c: Context) => Promise<string | null> | string | null;
};

export type StoredAnswer = { status: number; headers: [string, string][]; body: string };

// Answers kept with the body: what a client needs to read it, who may keep it, and (for the
// requests that shared a run that failed, such as a 503 while the database restarts) when to
// come back.
const keptHeaders = ['content-type', 'cache-control', cacheTagHeader.toLowerCase(), 'retry-after'];

/**
 * Keeps a route's public answers in the data cache, keyed by method, path, sorted query and a
 * POST's JSON body in canonical form: concurrent misses share one run of the handler, and the
 * tags the handler named (`answerPublicly`) purge it. Only answers marked public with status
 * 200 or 404 are kept; anything else runs the handler every time.
 */
export function cachedAnswers({
  cache,
  keyOf = answerKey,
}: CachedAnswersOptions): MiddlewareHandler {
  return async (c, next) => {
    const key = await keyOf(c);
    if (key === null) return next();
    let ran = false;
    const { loaded, outcome } = await cache.fetch(
      key,
      async () => {
        ran = true;
        await next();
        const response = c.res;
        const body = await response.clone().text();
        const cacheControl = response.headers.get('cache-control') ?? '';
        const answer: StoredAnswer = {
          status: response.status,
          headers: keptHeaders.flatMap((name) => {
            const value = response.headers.get(name);
            return value === null ? [] : [[name, value] as [string, string]];
          }),
          body,
        };
        return {
          value: encodeAnswer(answer),
          tags: parseCacheTags(response.headers.get(cacheTagHeader)),
          store:
            (response.status === 200 || response.status === 404) && /\bpublic\b/.test(cacheControl),
        };
      },
      { refreshBehind: false },
    );
    cacheEvents.inc({ cache: 'data', result: ran ? 'miss' : outcome });
    // The request that ran the handler answers with its own response; the others from the copy.
    if (ran) {
      c.res.headers.set(dataCacheHeader, 'miss');
      return;
    }
    const answer = decodeAnswer(loaded.value);
    const headers = new Headers(answer.headers);
    headers.set(dataCacheHeader, outcome);
    return new Response(answer.body, { status: answer.status, headers });
  };
}

/**
 * A kept answer as text: its status and headers as JSON on the first line, then the body as it
 * was sent. The body is not encoded again inside the JSON, so a hit (every API call of an
 * uncached page render) parses the short first line only, not a listing's escaped copy.
 */
export function encodeAnswer({ body, ...head }: StoredAnswer): string {
  return `${JSON.stringify(head)}\n${body}`;
}

export function decodeAnswer(value: string): StoredAnswer {
  // JSON.stringify writes no raw newline: the first one ends the head.
  const newline = value.indexOf('\n');
  // One JSON document: an answer kept in Redis by a replica still on the earlier format.
  if (newline === -1) return JSON.parse(value) as StoredAnswer;
  const head = JSON.parse(value.slice(0, newline)) as Omit<StoredAnswer, 'body'>;
  return { ...head, body: value.slice(newline + 1) };
}

/** `GET /api/x?b=2&a=1` and `POST /api/x {"b":2,"a":1}` in one spelling each. */
export async function answerKey(c: Context): Promise<string | null> {
  const url = new URL(c.req.url);
  const query = [...url.searchParams].sort(([a, av], [b, bv]) =>
    a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1,
  );
  if (query.some(([name, value]) => name === 'preview' && value !== 'false' && value !== '0')) {
    return null;
  }
  let body = '';
  if (c.req.method === 'POST') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await c.req.raw.clone().text());
    } catch {
      return null; // the handler's validation answers it
    }
    // Every cached route takes a JSON object; anything else is the handler's to refuse with a
    // 400, and is not worth a key (a body nested thousands deep would overflow the stack here).
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    if ((parsed as { preview?: unknown }).preview) return null;
    try {
      body = canonicalJson(parsed);
    } catch {
      return null;
    }
  } else if (c.req.method !== 'GET') {
    return null;
  }
  return `${c.req.method} ${url.pathname}?${new URLSearchParams(query)} ${body}`;
}

/** JSON with object keys sorted, so equal bodies make equal keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
