import type { HostOptions } from './types.ts';

/**
 * Address handling shared by the linter, the matcher and the middleware, so that all three
 * agree on what "the same path" means.
 */

/** `scheme://host/rest` or protocol-relative `//host/rest`. */
const ABSOLUTE = /^(?:([a-z][a-z0-9+.-]*):)?\/\/([^/?#\\]*)(.*)$/i;

/** `/` then anything but white space or `\`, and not `//` at the start. */
const PLAIN_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** Lower-cases a host and drops the port, a trailing dot and a leading `www.`. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  const at = h.lastIndexOf('@');
  if (at !== -1) h = h.slice(at + 1);
  const colon = h.lastIndexOf(':');
  if (colon !== -1 && !h.endsWith(']')) h = h.slice(0, colon);
  if (h.endsWith('.')) h = h.slice(0, -1);
  return h.startsWith('www.') ? h.slice(4) : h;
}

export type HostSets = { old: ReadonlySet<string>; external: ReadonlySet<string> };

export function hostSets(options: HostOptions = {}): HostSets {
  return {
    old: new Set((options.oldHosts ?? []).map(normalizeHost)),
    external: new Set((options.allowedExternalHosts ?? []).map(normalizeHost)),
  };
}

/**
 * The key a path is matched by: lower-case (old links and search engines vary the case),
 * no trailing slash (`/x/` is `/x`), no query or fragment.
 */
export function routeKey(path: string): string {
  let end = path.length;
  const q = path.indexOf('?');
  if (q !== -1) end = q;
  const h = path.indexOf('#');
  if (h !== -1 && h < end) end = h;
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* / */) end--;
  return path.slice(0, end).toLowerCase();
}

/** What a `from` or `to` value turned out to be. */
export type Address =
  | { kind: 'path'; path: string }
  | { kind: 'external'; host: string; url: string }
  | { kind: 'invalid'; reason: string };

/**
 * Reads a table value as a site path. Absolute URLs on an old host become their path;
 * other absolute and protocol-relative URLs are external.
 */
export function readAddress(value: unknown, hosts: HostSets): Address {
  if (typeof value !== 'string') return { kind: 'invalid', reason: 'is not a string' };
  // Nearly every value is a plain site path; one regex settles those (tables run to 100k rows).
  if (PLAIN_PATH.test(value)) return { kind: 'path', path: value };
  const text = value.trim();
  if (text === '') return { kind: 'invalid', reason: 'is empty' };
  if (/\s/.test(text)) return { kind: 'invalid', reason: 'contains white space' };
  if (text.includes('\\')) {
    // Browsers read `\` as `/`, so `/\evil.example` is a protocol-relative URL in disguise.
    return { kind: 'invalid', reason: 'contains a backslash' };
  }
  const absolute = ABSOLUTE.exec(text);
  if (absolute) {
    const scheme = absolute[1]?.toLowerCase();
    const host = normalizeHost(absolute[2] ?? '');
    const rest = absolute[3] ?? '';
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
      return { kind: 'invalid', reason: `uses the ${scheme}: scheme` };
    }
    if (host === '') return { kind: 'invalid', reason: 'has no host' };
    if (hosts.old.has(host)) {
      const path = rest === '' || rest[0] !== '/' ? `/${rest}` : rest;
      return safePath(path);
    }
    return { kind: 'external', host, url: scheme === undefined ? `https:${text}` : text };
  }
  if (text[0] !== '/') return { kind: 'invalid', reason: 'does not start with / or http(s)://' };
  return safePath(text);
}

function safePath(path: string): Address {
  // A path whose own text starts with `//` would be read by browsers as a host.
  if (path.startsWith('//')) return { kind: 'invalid', reason: 'starts with //' };
  return { kind: 'path', path };
}

/**
 * Appends the request's query to a target, keeping the target's own parameters when both
 * name the same key (the table author chose them) and any `#fragment` last.
 */
export function mergeQuery(target: string, requestQuery: string): string {
  if (requestQuery === '' || requestQuery === '?') return target;
  const query = requestQuery[0] === '?' ? requestQuery.slice(1) : requestQuery;
  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const q = base.indexOf('?');
  if (q === -1) return `${base}?${query}${hash}`;
  const own = new Set<string>();
  for (const pair of base.slice(q + 1).split('&')) own.add(paramName(pair));
  const extra = query.split('&').filter((pair) => pair !== '' && !own.has(paramName(pair)));
  if (extra.length === 0) return target;
  const sep = base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${sep}${extra.join('&')}${hash}`;
}

function paramName(pair: string): string {
  const eq = pair.indexOf('=');
  return eq === -1 ? pair : pair.slice(0, eq);
}
