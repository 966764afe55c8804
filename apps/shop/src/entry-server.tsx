import type { CatalogueClient, OwnServerClient, StoresClient } from '@cairn/commerce-client';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { getRouter } from './router.tsx';
import { buildIdOf, type RouterManifest } from './router-manifest.ts';

export { buildIdOf, type RouterManifest };

export type RenderOptions = {
  request: Request;
  /** The own-server client; on the server it calls the API in-process or at API_URL. */
  shop: OwnServerClient;
  catalogue: CatalogueClient;
  /** Appointments and order tracking, over the same API transport as `shop`. */
  stores?: StoresClient;
  origin: string;
  /** The entry script and stylesheets of the client build, linked from the root route. */
  manifest: RouterManifest;
};

/** Renders one request to a streamed HTML response with the router's status (200, 404). */
export function render({
  request,
  shop,
  catalogue,
  stores,
  origin,
  manifest,
}: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      getRouter({ shop, catalogue, stores, origin, buildId: buildIdOf(manifest) }),
    getRouterManifest: () => manifest,
  });
  return handler(defaultStreamHandler);
}
