import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouterManifest } from '../src/router-manifest.ts';
import { appStartScript, chunkListScript } from './app-start.ts';

export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

export const clientEntry = 'src/entry-client.tsx';

/**
 * Turns vite's client manifest into the router's: the root route links the entry's stylesheets
 * (in the head, so the first paint is styled) and starts the entry after that paint
 * (app-start.ts); each page route lists its code-split component and what that imports beyond
 * the entry, which the start script preloads with the entry instead of after running it.
 */
export function readClientManifest(clientDir: string): RouterManifest {
  const vite = JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  return routerManifestOf(vite);
}

export function routerManifestOf(vite: ViteManifest): RouterManifest {
  const entry = vite[clientEntry];
  if (!entry) throw new Error(`The client build has no entry ${clientEntry}; run the build first`);
  const loadedWithEntry = staticClosure(vite, clientEntry);
  const address = (key: string) => `/${vite[key]?.file}`;
  const chunkLists = (keys: string[]) =>
    keys.length > 0 ? [chunkListScript(keys.map(address))] : [];
  const routes: RouterManifest['routes'] = {
    __root__: {
      css: (entry.css ?? []).map((file) => `/${file}`),
      scripts: [
        ...chunkLists([...loadedWithEntry].filter((key) => key !== clientEntry)),
        {
          attrs: { type: 'module', 'data-entry': `/${entry.file}` },
          children: appStartScript(`/${entry.file}`),
        },
      ],
    },
  };
  for (const key of Object.keys(vite)) {
    const routeId = routeIdOfComponentChunk(key);
    if (!routeId) continue;
    const own = [...staticClosure(vite, key)].filter((chunk) => !loadedWithEntry.has(chunk));
    const css = own.flatMap((chunk) => vite[chunk]?.css ?? []).map((file) => `/${file}`);
    routes[routeId] = { scripts: chunkLists(own), ...(css.length > 0 ? { css } : {}) };
  }
  return { routes };
}

/** A chunk and every chunk it imports statically, in load order. */
function staticClosure(vite: ViteManifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !vite[key]) return found;
  found.add(key);
  for (const imported of vite[key].imports ?? []) staticClosure(vite, imported, found);
  return found;
}

/**
 * The router's id for a route's code-split component chunk (TanStack's `autoCodeSplitting`):
 * `src/routes/$.tsx?tsr-split=component` is `/$`, `src/routes/account/index.tsx...` is
 * `/account/`, `src/routes/index.tsx...` is `/`.
 */
export function routeIdOfComponentChunk(key: string): string | undefined {
  const match = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key);
  if (!match?.[1] || match[1].split('/').some((part) => part.startsWith('-'))) return undefined;
  const path = `/${match[1]}`;
  if (path === '/index') return '/';
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

/** In development vite serves the entry itself and injects CSS; React refresh needs its preamble. */
export const developmentManifest: RouterManifest = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: 'module' },
          children: [
            'import RefreshRuntime from "/@react-refresh";',
            'RefreshRuntime.injectIntoGlobalHook(window);',
            'window.$RefreshReg$ = () => {};',
            'window.$RefreshSig$ = () => (type) => type;',
            'window.__vite_plugin_react_preamble_installed__ = true;',
          ].join('\n'),
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: `/${clientEntry}`, 'data-entry': `/${clientEntry}` } },
      ],
    },
  },
};
