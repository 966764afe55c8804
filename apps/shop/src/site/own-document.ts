/**
 * Pages whose Content-Security-Policy lets in a third party the rest of the site keeps out
 * (server/page-security.ts: the address lookup on /checkout, Klarna's SDK on /klarna, the
 * student-discount provider on /student-discount). A browser applies the policy of the
 * document it loaded, so a link to one of them loads a new document rather than navigating in
 * place, or the provider's script would be refused under the previous page's policy.
 */
export const ownDocumentPaths: readonly string[] = ['/checkout', '/klarna', '/student-discount'];

/**
 * Whether a link to `path` (no query or hash) must load a document of its own: one of those, or
 * a page the server answers outside the app (`/demo/mailbox`, a demo's), which no route has.
 */
export function needsOwnDocument(path: string): boolean {
  return path.startsWith('/demo/') || ownDocumentPaths.includes(path.replace(/\/+$/, '') || '/');
}
