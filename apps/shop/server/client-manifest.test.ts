import { describe, expect, it } from 'vitest';
import { buildIdOf } from '../src/router-manifest.ts';
import { appStartScript, chunkListScript } from './app-start.ts';
import {
  developmentManifest,
  routeIdOfComponentChunk,
  routerManifestOf,
  type ViteManifest,
} from './client-manifest.ts';

describe('routeIdOfComponentChunk', () => {
  it.each([
    ['src/routes/$.tsx?tsr-split=component', '/$'],
    ['src/routes/index.tsx?tsr-split=component', '/'],
    ['src/routes/account.tsx?tsr-split=component', '/account'],
    ['src/routes/account/index.tsx?tsr-split=component', '/account/'],
    ['src/routes/account/orders/$id.tsx?tsr-split=component', '/account/orders/$id'],
    ['src/routes/$.tsx?tsr-split=notFoundComponent', undefined],
    ['src/cart/BagPanel.tsx', undefined],
  ])('%s -> %s', (key, id) => {
    expect(routeIdOfComponentChunk(key)).toBe(id);
  });
});

describe('routerManifestOf', () => {
  const vite: ViteManifest = {
    'src/entry-client.tsx': {
      file: 'assets/entry.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/entry.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_listing.js': {
      file: 'assets/listing.js',
      imports: ['_react.js'],
      css: ['assets/listing.css'],
    },
    'src/routes/search.tsx?tsr-split=component': {
      file: 'assets/search.js',
      imports: ['src/entry-client.tsx', '_listing.js', '_react.js'],
    },
  };

  it('links the entry’s stylesheet and starts the entry from an inline module, listing what it imports', () => {
    const root = routerManifestOf(vite).routes.__root__;
    expect(root?.css).toEqual(['/assets/entry.css']);
    expect(root?.scripts).toEqual([
      chunkListScript(['/assets/react.js']),
      {
        attrs: { type: 'module', 'data-entry': '/assets/entry.js' },
        children: appStartScript('/assets/entry.js'),
      },
    ]);
    // Nothing the preload scanner would fetch ahead of the first paint.
    expect(root).not.toHaveProperty('preloads');
  });

  it('lists a route’s component chunk and its imports beyond the entry, and links their CSS', () => {
    expect(routerManifestOf(vite).routes['/search']).toEqual({
      scripts: [chunkListScript(['/assets/search.js', '/assets/listing.js'])],
      css: ['/assets/listing.css'],
    });
  });

  it('names the entry as the build id', () => {
    expect(buildIdOf(routerManifestOf(vite))).toBe('/assets/entry.js');
    expect(buildIdOf(developmentManifest)).toBe('/src/entry-client.tsx');
  });

  it('refuses a build without the client entry', () => {
    expect(() => routerManifestOf({})).toThrow(/no entry src\/entry-client.tsx/);
  });
});
