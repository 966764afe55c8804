/**
 * The Hono context variables the shop server sets, typed once for every `c.get` and `c.set`
 * (Hono's `ContextVariableMap`; the kit types `previewGranted`, Hono `secureHeadersNonce`).
 */
declare module 'hono' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Hono's map is extended by merging an interface
  interface ContextVariableMap {
    /** This request is in verified preview: the preview cookie or an editor link (page-security.ts). */
    verifiedPreview?: boolean;
    /** The preview cookie just issued for a Visual Editor link, sent on with the page's API calls. */
    previewCookiePair?: string;
    /** The tags of the API answers the page's render read, collected as it fetches (set by page-cache/). */
    cacheTags: Set<string>;
    /** A cached page's inline scripts as hash sources, allowed by the CSP in place of the nonce. */
    scriptHashes?: string[];
  }
}

export {};
