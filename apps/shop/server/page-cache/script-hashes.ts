import { createHash } from 'node:crypto';

/** A render's HTML made the same for every answer, and the CSP sources its scripts need. */
export type SignedByHash = {
  html: string;
  /** `'sha256-…'` sources for `script-src`, one per distinct inline script the render signed. */
  scriptHashes: string[];
};

// Inline script elements: the HTML tokenizer ends a script's text at the first `</script`,
// and React escapes that sequence inside the data it inlines, so the lazy match is exact.
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Moves a rendered page from nonce to hash signatures (CSP Level 3 hash sources), so a kept
 * page is the same bytes for every shopper: compressed once, with an ETag that can answer 304,
 * and keepable by a CDN, where a nonce would be shared by every answer (a nonce must be
 * unique per answer) or rewritten and re-compressed on each one.
 *
 * Only scripts that carry the render's nonce are hashed: the nonce is the renderer's proof that
 * it wrote them, so markup that reached the page from content cannot have itself allowed. Then
 * the nonce leaves the page (its attributes and TanStack Router's `csp-nonce` meta): it would
 * allow nothing under the hash policy and need not be published.
 */
export function signInlineScriptsByHash(html: string, nonce: string): SignedByHash {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
    if (!attributes.includes(attribute) || /\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  const unsigned = html
    .replaceAll(`<meta property="csp-nonce" content="${nonce}"/>`, '')
    .replaceAll(attribute, '');
  return { html: unsigned, scriptHashes: [...hashes] };
}
