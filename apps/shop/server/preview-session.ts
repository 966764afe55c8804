import type { PreviewAccess } from '@cairn/server-kit';
import type { MiddlewareHandler } from 'hono';
import { markVerifiedPreview } from './page-security.ts';
import './context-variables.ts';

/**
 * Marks each request in verified preview or not (`isVerifiedPreview`), before the CSP, which
 * depends on it. A GET with a valid Visual Editor link (`_storyblok_tk[…]`) gets the preview
 * cookie here: on the answer, and (`previewCookiePair`) on the API calls its page makes.
 */
export function previewSession(previewAccess: PreviewAccess): MiddlewareHandler {
  return async function previewSessionHandler(c, next) {
    let verified = await previewAccess.holds(c);
    let issued: { setCookie: string; pair: string } | undefined;
    const query = new URL(c.req.url).searchParams;
    if (!verified && c.req.method === 'GET' && query.has('_storyblok_tk[token]')) {
      if (previewAccess.verifiesEditorLink(query)) {
        issued = await previewAccess.issue();
        verified = true;
        c.set('previewCookiePair', issued.pair);
      }
    }
    markVerifiedPreview(c, verified);
    await next();
    if (issued) c.res.headers.append('Set-Cookie', issued.setCookie);
  };
}
