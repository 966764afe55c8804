import { describe, expect, it } from 'vitest';
import { routeIdOfComponentChunk, routerManifestOf, type ViteManifest } from './client-manifest.ts';

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

  it('links the entry and its stylesheet, and preloads what the entry imports', () => {
    expect(routerManifestOf(vite).routes.__root__).toEqual({
      css: ['/assets/entry.css'],
      preloads: ['/assets/react.js'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry.js', async: true } }],
    });
  });

  it('preloads a route’s component chunk and its imports beyond the entry, with their CSS', () => {
    expect(routerManifestOf(vite).routes['/search']).toEqual({
      preloads: ['/assets/search.js', '/assets/listing.js'],
      css: ['/assets/listing.css'],
    });
  });

  it('refuses a build without the client entry', () => {
    expect(() => routerManifestOf({})).toThrow(/no entry src\/entry-client.tsx/);
  });
});
