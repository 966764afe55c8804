import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * The client build (dist/client): hashed `/assets/*` kept for a year, the other files at its
 * root (favicon, manifest) for an hour. The build writes gzip and brotli copies beside the text
 * files (vite.config.ts): a client that accepts one gets it as it is (brotli first), with
 * Content-Encoding, Vary and its length; any other gets the file itself, which the server's
 * compress() treats as before. A path with no file falls through to the routes after.
 */
export function staticAssets(root: string): Hono {
  return new Hono()
    .use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    .use(
      '*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    );
}
