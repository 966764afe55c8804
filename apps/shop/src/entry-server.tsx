import type { CatalogueClient, OwnServerClient, StoresClient } from '@cairn/commerce-client';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { getRouter } from './router.tsx';

/** The router's asset manifest: which scripts and stylesheets each route links. */
export type RouterManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

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

/** The build id: the client entry's hashed address, as the browser sees it in import.meta.url. */
export function buildIdOf(manifest: RouterManifest): string {
  const src = manifest.routes.__root__?.scripts?.find((script) => script.attrs?.src)?.attrs?.src;
  return typeof src === 'string' ? src : 'unknown';
}
