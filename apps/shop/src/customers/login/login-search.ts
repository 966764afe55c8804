/** `/login?redirect=/path`: where to go after logging in. */
export type LoginSearch = { redirect?: string };

/**
 * Keeps `redirect` only when it is a path on this site: never another host (`//evil`,
 * `/\evil`, `https://...`), never the login page itself.
 */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const redirect = search.redirect;
  if (typeof redirect !== 'string' || redirect.length > 500) return {};
  if (!/^\/(?![/\\])/.test(redirect) || hasControlCharacter(redirect)) return {};
  if (redirect === '/login' || redirect.startsWith('/login?')) return {};
  return { redirect };
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (text.charCodeAt(index) < 0x20 || text.charCodeAt(index) === 0x7f) return true;
  }
  return false;
}

/**
 * `?i=..&id=..`: the request id and secret of a link the shop mailed (a password reset at
 * `/customer/reset-password`, a registration's confirmation at `/customer/activate`).
 */
export type EmailLinkSearch = { i?: string; id?: string };

export function parseEmailLinkSearch(search: Record<string, unknown>): EmailLinkSearch {
  const text = (value: unknown) =>
    typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;
  const i = text(search.i);
  const id = text(search.id);
  return i && id ? { i, id } : {};
}
