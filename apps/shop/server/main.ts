import { fileURLToPath } from 'node:url';
import { type Api, ConfigError, createApi, loadConfig } from '@cairn/api';
import { shippedOldHosts, shippedRedirectRules } from '@cairn/redirects/table';
import { serve } from '@hono/node-server';
import { readClientManifest } from './client-manifest.ts';
import { createShopServer } from './shop-server.ts';

/** `pnpm start`: the built shop, its assets and (unless API_URL is set) the API, on one port. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  // React picks its build from process.env.NODE_ENV when first imported (by the SSR bundle
  // below): unset, it would be the development build, several times slower to render.
  process.env.NODE_ENV = config.NODE_ENV;
  const api: Api | undefined = config.API_URL ? undefined : await createApi({ config });
  // Built by vite into dist/ssr beside this file's dist/server.
  const ssrEntry = new URL('../ssr/entry-server.js', import.meta.url).href;
  const { render } = (await import(ssrEntry)) as typeof import('../src/entry-server.tsx');
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const app = createShopServer({
    config,
    ...(api ? { api } : {}),
    redirects: { rules: shippedRedirectRules, oldHosts: [...shippedOldHosts] },
    render,
    manifest: readClientManifest(clientDir),
    clientDir,
  });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const host = info.address === '127.0.0.1' || info.address === '::' ? 'localhost' : info.address;
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(
      `Cairn shop on http://${host}:${info.port} (database: ${api?.database.engine ?? config.API_URL}, ready in ${seconds}s)`,
    );
  });
  const stop = () =>
    server.close(() => void (api?.close() ?? Promise.resolve()).then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
