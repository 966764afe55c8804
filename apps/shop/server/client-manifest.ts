import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouterManifest } from '../src/router-manifest.ts';

type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

export const clientEntry = 'src/entry-client.tsx';

/**
 * Turns vite's client manifest into the router's: the root route links the entry script, its
 * stylesheets (in the head, so the first paint is styled) and preloads of its imports.
 */
export function readClientManifest(clientDir: string): RouterManifest {
  const vite = JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const entry = vite[clientEntry];
  if (!entry) throw new Error(`The client build has no entry ${clientEntry}; run the build first`);
  const imports = (entry.imports ?? []).flatMap((key) => (vite[key] ? [`/${vite[key].file}`] : []));
  return {
    routes: {
      __root__: {
        css: (entry.css ?? []).map((file) => `/${file}`),
        preloads: imports,
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
      },
    },
  };
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
        { attrs: { type: 'module', src: `/${clientEntry}` } },
      ],
    },
  },
};
