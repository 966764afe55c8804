import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { cacheEvents } from '@cairn/server-kit';
import type { Context, MiddlewareHandler } from 'hono';
import { bypassReason, type PageSearch, pageCacheKey } from './page-key.ts';
import type { CachedPage, PageStore, Rendered } from './page-store.ts';
import { signInlineScriptsByHash } from './script-hashes.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const gzipOptions = { level: 6 };
const brotliOptions = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

/** The copies of a page the cache can keep beside its HTML. */
type Encoding = 'br' | 'gzip';

/** Seconds for the public pages' Cache-Control (a CDN keeps them as long). */
export type PagePolicy = { sMaxAge: number; staleWhileRevalidate: number; staleIfError: number };

export type PageCacheOptions = {
  /** The cache; absent (PAGE_CACHE=off), every page renders, with the same headers. */
  store?: PageStore | undefined;
  policy: PagePolicy;
  /**
   * Renders a request in the background (a stale page's refresh), with the set its tags go in.
   * It does not wait in the render queue: at most one per page per TTL.
   */
  refresh: (request: Request, tags: Set<string>, nonce: string) => Promise<Response>;
  /**
   * The request's CSP nonce, when renders sign their inline scripts with one. A page is kept
   * with those scripts allowed by hash instead (script-hashes.ts), so every answer of it is the
   * same bytes and no nonce is ever reused.
   */
  nonceOf?: (c: Context) => string | undefined;
  /**
   * The query a page reads (the SSR entry's `pageSearchOf`): the rest of a query makes no new
   * key. Default: every parameter but analytics' (page-key.ts).
   */
  pageSearch?: PageSearch;
};

/** Tags every cached page carries, so one purge can empty the lot. */
export const allPagesTag = 'pages';

// Kept from the render's own headers; the cache sets the rest on the way out.
const keptHeaders = new Set(['content-type', 'content-language', 'link']);

/**
 * The shop's page cache for anonymous GETs (RFC 9111 semantics for a shared cache, in process).
 * A render that says it is public (`Cache-Control: public` from the route) is kept whole, with
 * gzip and brotli copies as answers come to need them, an ETag and the tags its API answers
 * named, and answered from memory
 * until it goes stale or a tag of it is purged; a stale page is answered while one refresh runs
 * behind it. Concurrent misses for one page wait for one render. Previews and requests with
 * credentials or session cookies pass by (`private, no-store`), and so do routes that are not
 * public (checkout, account), remembered for the TTL so they do not wait on each other.
 *
 * Every page answer states what served it (RFC 9211 `Cache-Status`), who may keep it
 * (`Cache-Control`) and what it shows (`Surrogate-Key`, `Cache-Tag`), cache on or off.
 */
export function pageCache({
  store,
  policy,
  refresh,
  nonceOf = () => undefined,
  pageSearch,
}: PageCacheOptions): MiddlewareHandler {
  const cacheControl = `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}, stale-if-error=${policy.staleIfError}`;

  function respond(
    request: Request,
    page: CachedPage,
    status: string,
    ttlSeconds: number,
    /** The page was rendered for this request and is not kept (the cache is off). */
    ownRender = false,
    /** The copy to send (one the page has); none: the HTML as it is. */
    encoding: Encoding | null = null,
  ): Response {
    const headers = new Headers(page.headers);
    headers.set('Cache-Control', cacheControl);
    // A render answered once holds its own nonce: no later answer is the same bytes.
    if (!ownRender) headers.set('ETag', page.etag);
    headers.set('Vary', 'Accept-Encoding');
    headers.set('Surrogate-Key', page.tags.join(' '));
    headers.set('Cache-Tag', page.tags.join(','));
    headers.set('Cache-Status', `cairn; ${status}; ttl=${ttlSeconds}`);
    const age = store?.ageSeconds(page) ?? 0;
    if (age > 0) headers.set('Age', String(age));
    if (!ownRender && etagMatches(request.headers.get('if-none-match'), page.etag)) {
      return new Response(null, { status: 304, headers });
    }
    if (ownRender) {
      // The render's own bytes, as they came: no compressed copies made for one answer;
      // compress() encodes it on the way out.
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(page.body), {
        status: page.status,
        headers,
      });
    }
    const body = (encoding && page[encoding]) || page.body;
    if (body !== page.body && encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: page.status,
      headers,
    });
  }

  const ttlOf = (page: CachedPage) => store?.secondsFresh(page) ?? 0;

  /** Encodings being made, so answers waiting on one page compress it once. */
  const encoding = new WeakMap<CachedPage, Partial<Record<Encoding, Promise<void>>>>();
  function encode(key: string, page: CachedPage, name: Encoding): Promise<void> {
    const started = encoding.get(page) ?? {};
    encoding.set(page, started);
    started[name] ??= (
      name === 'br' ? brotliAsync(page.body, brotliOptions) : gzipAsync(page.body, gzipOptions)
    ).then((encoded) => {
      page[name] = encoded;
      store?.refit(key, page);
    });
    return started[name];
  }

  /**
   * The copy of a kept page to send this request. A page keeps only the encodings answers have
   * asked for (issue 33: a miss is mostly a page nobody asks for again): a miss is answered
   * gzipped, the cheaper of the two to make (a brotli copy costs about twice the CPU); the first
   * hit from a client that takes brotli makes the brotli copy behind its answer, for the hits
   * after it.
   */
  async function encodingFor(
    request: Request,
    key: string,
    page: CachedPage,
  ): Promise<Encoding | null> {
    const accepts = acceptedEncodings(request.headers.get('accept-encoding'));
    if (accepts.br && page.br) return 'br';
    if (accepts.gzip && page.gzip) {
      if (accepts.br) {
        encode(key, page, 'br').catch((error: unknown) =>
          console.error(`Encoding ${key} with brotli failed:`, error),
        );
      }
      return 'gzip';
    }
    const wanted = accepts.gzip ? 'gzip' : accepts.br ? 'br' : null;
    if (wanted) await encode(key, page, wanted);
    return wanted;
  }

  /** A background refresh of a stale page, one per page at a time. */
  function refreshBehind(key: string, request: Request) {
    if (!store || store.isRendering(key)) return;
    const fresh = new Request(request.url, { headers: { accept: 'text/html' } });
    void store
      .coalesce(key, async () => {
        const tags = new Set<string>();
        const nonce = randomBytes(16).toString('base64');
        return capture(await refresh(fresh, tags, nonce), tags, nonce);
      })
      .catch((error: unknown) => console.error(`Refreshing ${key} failed:`, error));
  }

  return async function pageCacheMiddleware(c, next) {
    // Replaces the answer, whether or not the render ran: Hono's setter would copy the render's
    // headers (its Cache-Control among them) over ours unless the old answer is cleared first.
    const answer = (response: Response) => {
      c.res = undefined as unknown as Response;
      c.res = response;
    };
    /** A kept (or keepable) page; its CSP allows its inline scripts by hash. */
    const answerPage = async (
      key: string,
      page: CachedPage,
      status: string,
      ttlSeconds: number,
    ) => {
      c.set('scriptHashes', page.scriptHashes);
      const notModified = etagMatches(request.headers.get('if-none-match'), page.etag);
      const chosen = notModified ? null : await encodingFor(request, key, page);
      answer(respond(request, page, status, ttlSeconds, false, chosen));
    };
    const request = c.req.raw;
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const tags = new Set<string>();
    c.set('cacheTags', tags);

    const bypass = bypassReason(request);
    if (bypass) {
      await next();
      c.res.headers.set('Cache-Control', 'private, no-store');
      c.res.headers.set('Cache-Status', `cairn; fwd=bypass; detail=${bypass}`);
      return;
    }

    /** This request's own render, kept or not. */
    const nonce = nonceOf(c);
    const renderHere = async (): Promise<Rendered> => {
      await next();
      return capture(c.res, tags, nonce);
    };

    if (!store) {
      // Nothing is kept: the page is answered as rendered, signed with this answer's own nonce,
      // with the headers a kept one has.
      await next();
      const rendered = await capture(c.res, tags, nonce, { kept: false });
      if (rendered.kind === 'page') {
        const response = respond(request, rendered.page, 'fwd=miss', 0, true);
        response.headers.set('Cache-Status', 'cairn; fwd=miss; detail=off');
        answer(response);
      } else {
        markUncached(c.res, 'fwd=miss; detail=off');
      }
      return;
    }

    const key = pageCacheKey(request, pageSearch);
    const found = store.lookup(key);
    if (found.kind === 'fresh') {
      cacheEvents.inc({ cache: 'page', result: 'hit' });
      await answerPage(key, found.page, 'hit', ttlOf(found.page));
      return;
    }
    if (found.kind === 'stale') {
      cacheEvents.inc({ cache: 'page', result: 'stale' });
      refreshBehind(key, request);
      await answerPage(key, found.page, 'hit; fwd=stale', ttlOf(found.page));
      return;
    }
    if (found.kind === 'pass') {
      await next();
      markUncached(c.res, 'fwd=uri-miss; detail=not-public');
      return;
    }

    cacheEvents.inc({ cache: 'page', result: 'miss' });
    const { rendered, coalesced } = await store.coalesce(key, renderHere);
    if (rendered.kind === 'page') {
      await answerPage(
        key,
        rendered.page,
        coalesced ? 'fwd=miss; collapsed' : 'fwd=miss; stored',
        ttlOf(rendered.page),
      );
      return;
    }
    if (coalesced) {
      // The render we waited for cannot be shared (a personal route, an error): our own.
      await next();
    }
    markUncached(c.res, 'fwd=miss');
  };

  /** Reads a render whole and decides whether it may be kept. */
  async function capture(
    response: Response,
    tags: Set<string>,
    nonce: string | undefined,
    /** `kept: false` (the cache is off): the page is answered once, as it is, and never kept. */
    { kept = true }: { kept?: boolean } = {},
  ): Promise<Rendered> {
    const cacheControl = response.headers.get('cache-control') ?? '';
    const isPublic = /\bpublic\b/.test(cacheControl);
    if (!isPublic || response.headers.has('set-cookie')) {
      // A personal route is remembered as one (a pass). A page for everyone that is not to be
      // kept this time, an error or `no-store` alone (a story shown without its blocks'
      // products: entry-server.tsx), is not: a stale copy of it stays, and the next request
      // renders it again, to be kept once it is whole.
      const thisTimeOnly =
        response.status >= 500 ||
        (/\bno-store\b/.test(cacheControl) && !/\bprivate\b/.test(cacheControl));
      return thisTimeOnly ? { kind: 'uncacheable' } : { kind: 'pass' };
    }
    if (![200, 404, 410].includes(response.status)) return { kind: 'uncacheable' };
    // The complete HTML: a streamed render is read to its end before anything is kept.
    let body = Buffer.from(await response.arrayBuffer());
    let scriptHashes: string[] = [];
    if (kept && nonce && body.includes(nonce)) {
      const signed = signInlineScriptsByHash(body.toString('utf8'), nonce);
      body = Buffer.from(signed.html);
      scriptHashes = signed.scriptHashes;
    }
    // No encoding yet: each is made when an answer first needs it (encodingFor).
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (keptHeaders.has(name)) headers.push([name, value]);
    });
    return {
      kind: 'page',
      page: {
        status: response.status,
        headers,
        body,
        etag: kept ? `W/"${createHash('sha1').update(body).digest('base64url')}"` : '',
        scriptHashes,
        tags: [...tags, allPagesTag].sort(),
        storedAt: Date.now(),
      },
    };
  }
}

function markUncached(response: Response, status: string) {
  const cacheControl = response.headers.get('cache-control') ?? '';
  const mayKeep = /\bpublic\b/.test(cacheControl) && response.status < 500;
  if (!mayKeep && !/\bno-store\b/.test(cacheControl)) {
    response.headers.set('Cache-Control', 'private, no-store');
  }
  response.headers.set('Cache-Status', `cairn; ${status}`);
}

/** `If-None-Match` against a weak ETag (RFC 9110 weak comparison; `*` matches). */
function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** Which of the cache's encodings the client takes (q=0 refuses one). */
function acceptedEncodings(header: string | null): Record<Encoding, boolean> {
  if (!header) return { br: false, gzip: false };
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return { br: allows('br'), gzip: allows('gzip') };
}
