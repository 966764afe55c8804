import { tokenHeader } from '@cairn/commerce-client';
import type { Hono } from 'hono';
import { cors } from 'hono/cors';

/**
 * The paths a browser app on another origin may call (issue 29), when CORS_ORIGINS names it:
 * the read-only content (Storyblok's CDN shape and the shop's own story and entry reads) and
 * catalogue answers, and the commerce API, whose session travels in the `API-Token` header,
 * never in a cookie, so no credentials are ever allowed. Previews, webhooks, imports, tracking
 * and the recommendation events stay same-origin.
 */
const readOnlyPaths = [
  '/content/v2/cdn/*',
  '/api/story/*',
  '/api/content/*',
  '/api/globals',
  '/api/resolver/*',
  '/api/catalog/*',
];
const commercePaths = ['/commerce/*'];

/**
 * Opt-in CORS on `app`, before its caches: unset (an empty list) adds nothing, so a browser on
 * another origin is refused as before. An allowed origin is echoed (with `Vary: Origin`); any
 * other gets no CORS header, which its browser reads as a refusal. The data cache keeps none of
 * these headers (cache/cached-answers.ts), so a kept answer is never another origin's.
 */
export function allowCrossOrigin(app: Hono, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const origin = (requestOrigin: string) => (allowed.has(requestOrigin) ? requestOrigin : null);
  // The catalogue's reads are POSTs with a JSON body, as the specification's calls are.
  const reads = cors({
    origin,
    allowMethods: ['GET', 'HEAD', 'POST'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  });
  const commerce = cors({
    origin,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['Content-Type', 'Idempotency-Key', tokenHeader],
    exposeHeaders: [tokenHeader],
    maxAge: 600,
  });
  for (const path of readOnlyPaths) app.use(path, reads);
  for (const path of commercePaths) app.use(path, commerce);
}
