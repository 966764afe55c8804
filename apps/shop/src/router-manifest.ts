import type { createRequestHandler } from '@tanstack/react-router/ssr/server';

/**
 * The router's asset manifest: which scripts and stylesheets each route links. Kept apart from
 * the SSR entry so the production server can read it without loading React (the server sets
 * NODE_ENV before the SSR bundle, and React with it, is imported).
 */
export type RouterManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

/**
 * The build id: the client entry's hashed address, as the browser sees it in import.meta.url.
 * Both manifests mark the script that starts it (`data-entry`).
 */
export function buildIdOf(manifest: RouterManifest): string {
  for (const script of manifest.routes.__root__?.scripts ?? []) {
    const entry = script.attrs?.['data-entry'];
    if (typeof entry === 'string') return entry;
  }
  return 'unknown';
}
