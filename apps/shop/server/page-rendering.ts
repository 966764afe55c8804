import {
  createCatalogueClient,
  createOwnServerClient,
  createStoresClient,
  type Fetch,
} from '@cairn/commerce-client';
import { type Logger, loggablePath, parseCacheTags, requestLogger } from '@cairn/server-kit';
import type { Context } from 'hono';
import type { RenderOptions } from '../src/entry-server.tsx';
import type { RouterManifest } from '../src/router-manifest.ts';
import type { ApiFetchFor } from './api-forwarding.ts';
import { isVerifiedPreview } from './page-security.ts';
import './context-variables.ts';

export type PageRendererOptions = {
  /** The SSR entry's `render`. */
  render: (options: RenderOptions) => Promise<Response>;
  manifest: RouterManifest;
  apiFetchFor: ApiFetchFor;
  /** Where the page's API clients send their requests: API_URL, or the shop's own origin. */
  apiBaseUrl: string;
  /** The shop's public origin, for the page's links. */
  origin: string;
  /** COMMERCE_API_URL: the browser's commerce backend (else the page's own `/commerce`). */
  commerceUrl?: string | undefined;
  /** Demo settings allowed: the footer says it is a demo. */
  demo: boolean;
  /** Where a page that failed (500) is logged; default the request's logger. */
  logger?: Logger | undefined;
};

/** Renders a page; see `pageRenderer`. */
export type RenderPage = (
  request: Request,
  tags: Set<string>,
  nonce: string | undefined,
  c?: Context,
) => Promise<Response>;

/**
 * Renders a page; the tags of every API answer it reads go into `tags`. With the browser's
 * request (`c`), the page's API calls go as the browser's would: its address, and its preview
 * cookie (or the one just given for a Visual Editor link). A background refresh has none and
 * renders as an anonymous visitor would see the page. `nonce` goes on the inline scripts.
 */
export function pageRenderer(options: PageRendererOptions): RenderPage {
  return (request, tags, nonce, c) => {
    const forBrowser = options.apiFetchFor(c?.env);
    const cookies = c ? [c.req.header('cookie'), c.get('previewCookiePair')].filter(Boolean) : [];
    const tagged: Fetch = async (apiRequest) => {
      let outgoing = apiRequest;
      if (cookies.length > 0) {
        outgoing = new Request(apiRequest);
        outgoing.headers.set('cookie', cookies.join('; '));
      }
      const response = await forBrowser(outgoing);
      for (const tag of parseCacheTags(response.headers.get('cache-tag'))) tags.add(tag);
      return response;
    };
    const api = { baseUrl: options.apiBaseUrl, fetch: tagged };
    return options.render({
      request,
      shop: createOwnServerClient(api),
      catalogue: createCatalogueClient(api),
      stores: createStoresClient(api),
      origin: options.origin,
      commerceUrl: options.commerceUrl,
      manifest: options.manifest,
      nonce,
      demo: options.demo,
      previewVerified: c ? isVerifiedPreview(c) : false,
      onError: (error) =>
        requestLogger(options.logger).error(
          { err: error, path: loggablePath(new URL(request.url).pathname) },
          'page failed (500)',
        ),
    });
  };
}
