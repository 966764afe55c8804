// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStartScript, chunkListScript } from './app-start.ts';

/**
 * Runs the start script as the browser would, with `import()` (which a test cannot serve)
 * turned into a recorded call, and the frame and timer queues in the test's hands.
 */
function runStartScript(visibility: DocumentVisibilityState) {
  const imported: string[] = [];
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.useFakeTimers();
  const code = appStartScript('/assets/entry.js').replace('import(', 'load(');
  new Function('load', code)((address: string) => imported.push(address));
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    );
  const paint = () => {
    for (const frame of frames.splice(0)) frame(0);
    vi.runAllTimers();
  };
  return { imported, preloaded, paint };
}

function addChunkList(addresses: string[]) {
  const { attrs, children } = chunkListScript(addresses);
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  script.textContent = children;
  document.body.append(script);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the app start script', () => {
  it('asks for no code before the first paint, then the entry and every route’s chunks', () => {
    addChunkList(['/assets/routes.js']);
    addChunkList(['/assets/search.js', '/assets/listing.js']);
    const start = runStartScript('visible');
    expect(start.imported).toEqual([]);
    expect(start.preloaded()).toEqual([]);

    start.paint();
    expect(start.imported).toEqual(['/assets/entry.js']);
    expect(start.preloaded()).toEqual([
      '/assets/routes.js',
      '/assets/search.js',
      '/assets/listing.js',
    ]);
  });

  it('starts at once in a tab opened in the background, which paints nothing', () => {
    addChunkList(['/assets/search.js']);
    const start = runStartScript('hidden');
    expect(start.imported).toEqual(['/assets/entry.js']);
    expect(start.preloaded()).toEqual(['/assets/search.js']);
  });

  it('lists chunks as a data block, which the browser does not run', () => {
    expect(chunkListScript(['/a.js']).attrs.type).toBe('application/json');
  });
});
