import { analyseRules } from './analyse.ts';
import { hostSets, mergeQuery } from './normalize.ts';
import type { HostOptions, RedirectRule, RedirectStatus } from './types.ts';

export type MatcherOptions = HostOptions & {
  /** Status for every redirect. Default 301: the moves are permanent. */
  status?: RedirectStatus;
};

export type RedirectMatch = { location: string; status: number };

export type RedirectMatcher = {
  /**
   * The redirect for a request path (`/old?q=1`) or absolute URL, or null. The request's
   * query string is merged onto the target.
   */
  match(url: string): RedirectMatch | null;
  /** How many rules are served (after dropping faulty ones). */
  readonly size: number;
};

const SLASH = 47;
const BACKSLASH = 92;

const servedCounts = new WeakMap<object, number>();

/**
 * Every matcher's `size`: one getter shared by all, reading the count from a WeakMap. A getter
 * made per matcher (a closure in an object literal) puts V8 objects in slow dictionary mode,
 * and then every `matcher.match` call starts with a dictionary lookup of `match`.
 */
const SIZE: PropertyDescriptor = {
  get(this: object) {
    return servedCounts.get(this);
  },
  enumerable: true,
  configurable: true,
};

/**
 * Builds a matcher from a table once, up front: faulty rules are dropped, chains are
 * collapsed to one hop, and each `from` is normalised into a Map key, so a request as linked
 * costs a scan for `?` and one lookup, and any other a few native string scans and a lookup.
 *
 * Matching is on the path, case-insensitive, with or without a trailing slash. A request
 * whose path starts with `//` never redirects, and no location leaves the site unless its
 * host is in `allowedExternalHosts`.
 *
 * @example
 * const matcher = createRedirectMatcher([{ from: '/men/jackets', to: '/mens/clothing/jackets' }]);
 * matcher.match('/Men/Jackets/?page=2'); // { location: '/mens/clothing/jackets?page=2', status: 301 }
 */
export function createRedirectMatcher(
  rules: readonly RedirectRule[],
  options: MatcherOptions = {},
): RedirectMatcher {
  const status = options.status ?? 301;
  const { served } = analyseRules(rules, hostSets(options));
  const table = new Map<string, RedirectMatch>();
  for (const [key, rule] of served) {
    // Frozen and shared: a request without a query gets this very object, no allocation.
    table.set(key, Object.freeze({ location: rule.final, status }));
  }

  function match(url: string): RedirectMatch | null {
    if (typeof url !== 'string') return null;
    let path = url;
    if (url.charCodeAt(0) !== SLASH) {
      // An absolute URL: the request's own host, so only its path matters.
      const scheme = url.indexOf('://');
      if (scheme === -1) return null;
      const start = url.indexOf('/', scheme + 3);
      if (start === -1) return null;
      path = url.slice(start);
    }
    // `//evil.example` (or `/\evil.example`, which browsers read the same way) must never
    // be echoed into a Location header: refuse such paths outright.
    const second = path.charCodeAt(1);
    if (second === SLASH || second === BACKSLASH) return null;

    // Native string methods throughout: in V8 they beat a charCodeAt loop or a RegExp test.
    const queryAt = path.indexOf('?');
    const last = path.length - 1;
    if (queryAt === -1 && (last === 0 || path.charCodeAt(last) !== SLASH)) {
      // Most requests arrive as linked, and then the path is its own key: one lookup
      // answers. A path with a query or a trailing slash never is, so it is not hashed here.
      const exact = table.get(path);
      if (exact !== undefined) return exact;
    }
    const hashAt = path.indexOf('#');
    const end = queryAt === -1 ? hashAt : hashAt === -1 || queryAt < hashAt ? queryAt : hashAt;
    let key = end === -1 ? path : path.slice(0, end);
    if (key.length > 1 && key.charCodeAt(key.length - 1) === SLASH) {
      let keyEnd = key.length - 1;
      while (keyEnd > 1 && key.charCodeAt(keyEnd - 1) === SLASH) keyEnd--;
      key = key.slice(0, keyEnd);
    }
    // Always a new, flat string (even when nothing changes): looked up directly, it is hashed
    // and compared on V8's fast path, where a slice of the request would take the slow one.
    const lower = key.toLowerCase();
    // Normalising left the path as it was, and the lookup above has already missed it.
    if (lower === path) return null;
    const hit = table.get(lower);
    if (hit === undefined) return null;
    if (queryAt === -1 || queryAt !== end) return hit;
    const query = path.slice(queryAt + 1, hashAt === -1 ? path.length : hashAt);
    if (query === '') return hit;
    return { location: mergeQuery(hit.location, query), status: hit.status };
  }

  // The same properties, in the same order, as the object literal this used to be.
  const matcher = Object.defineProperty({}, 'size', SIZE) as RedirectMatcher;
  matcher.match = match;
  servedCounts.set(matcher, table.size);
  return matcher;
}
