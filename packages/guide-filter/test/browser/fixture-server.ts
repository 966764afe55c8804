// Builds the fixture page with vite and serves it over HTTP, for the browser tests and the bench.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const FIXTURE_DIR = fileURLToPath(new URL('./fixture/', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** The Chromium to drive, and the flags that make it run headless in a container. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const hasChromium = existsSync(CHROMIUM_PATH);

/**
 * Builds the fixture into `outDir`. The package's own code goes into a chunk whose name starts
 * with `guide-filter`, so a performance trace can tell its work from React's and the page's.
 */
export async function buildFixture(outDir: string): Promise<void> {
  if (!existsSync(join(PACKAGE_DIR, 'dist/react.js'))) {
    throw new Error('Build the package first: pnpm --filter @cairn/guide-filter run build');
  }
  await build({
    root: FIXTURE_DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              // React in a chunk of its own, so the package chunk and the entry never import
              // each other.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'guide-filter', test: /guide-filter[\\/]dist[\\/]/ },
            ],
          },
        },
      },
    },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves `dir` on a free localhost port. */
export async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
