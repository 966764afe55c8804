import type { Api, Config } from '@cairn/api';
import { createOwnServerClient, type Fetch } from '@cairn/commerce-client';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { RenderOptions, RouterManifest } from '../src/entry-server.tsx';

export type ShopServerOptions = {
  config: Pick<Config, 'API_URL' | 'PUBLIC_URL'>;
  /** The API in-process; when absent, API_URL must be set and requests are forwarded there. */
  api?: Api;
  render: (options: RenderOptions) => Promise<Response>;
  manifest: RouterManifest;
  /** The client build (dist/client); absent in development, where vite serves assets. */
  clientDir?: string;
};

const apiPrefixes = ['/api/', '/content/', '/commerce/'];

/**
 * The one production process: hashed assets with a year's cache, the API (in-process, or
 * forwarded to API_URL), and server rendering for every other GET.
 */
export function createShopServer(options: ShopServerOptions): Hono {
  const { config, api } = options;
  if (!api && !config.API_URL) throw new Error('createShopServer needs an api or API_URL');
  const apiFetch: Fetch = api
    ? async (request) => api.app.fetch(request)
    : (request) => {
        const url = new URL(request.url);
        return fetch(new Request(new URL(url.pathname + url.search, config.API_URL), request));
      };

  const app = new Hono();

  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use(
      '*',
      serveStatic({
        root,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    );
  }

  const forward = (c: { req: { raw: Request } }) => apiFetch(c.req.raw);
  app.all('/healthz', forward);
  for (const prefix of apiPrefixes) app.all(`${prefix}*`, forward);

  app.get('*', async (c) => {
    const origin = config.PUBLIC_URL ?? new URL(c.req.url).origin;
    const shop = createOwnServerClient({ baseUrl: config.API_URL ?? origin, fetch: apiFetch });
    return options.render({ request: c.req.raw, shop, origin, manifest: options.manifest });
  });

  return app;
}
