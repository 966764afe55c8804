// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStartScript, chunkListScript, heldAtMostMs } from './app-start.ts';

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
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const code = appStartScript('/assets/entry.js').replace('import(', 'load(');
  new Function('load', code)((address: string) => imported.push(address));
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    );
  /** One rendering step: the frame callbacks, then the timers and promises they queue. */
  const paint = async () => {
    for (const frame of frames.splice(0)) frame(0);
    await vi.advanceTimersByTimeAsync(0);
    await settled();
  };
  return { imported, preloaded, paint };
}

/** Lets the promise chains the timers started run to their end (a real macrotask). */
function settled() {
  return new Promise((resolve) => setImmediate(resolve));
}

function addChunkList(addresses: string[]) {
  const { attrs, children } = chunkListScript(addresses);
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  script.textContent = children;
  document.body.append(script);
}

/** A high-priority image whose decoding the test finishes (or never does). */
function addHeroImage() {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  let decoded = () => {};
  image.decode = () =>
    new Promise<void>((resolve) => {
      decoded = resolve;
    });
  document.body.append(image);
  return { decoded: () => decoded() };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the app start script', () => {
  it('asks for no code before the first paint, then the entry and every route’s chunks', async () => {
    addChunkList(['/assets/routes.js']);
    addChunkList(['/assets/search.js', '/assets/listing.js']);
    const start = runStartScript('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(start.imported).toEqual([]);
    expect(start.preloaded()).toEqual([]);

    await start.paint();
    expect(start.imported).toEqual(['/assets/entry.js']);
    expect(start.preloaded()).toEqual([
      '/assets/routes.js',
      '/assets/search.js',
      '/assets/listing.js',
    ]);
  });

  it('waits for the high-priority images to be decoded and painted', async () => {
    const hero = addHeroImage();
    const start = runStartScript('visible');
    await start.paint();
    expect(start.imported).toEqual([]);

    hero.decoded();
    await settled();
    expect(start.imported).toEqual([]);
    await start.paint();
    expect(start.imported).toEqual(['/assets/entry.js']);
  });

  it('starts anyway once a stalled image has held it back long enough, and only once', async () => {
    const hero = addHeroImage();
    const start = runStartScript('visible');
    await start.paint();
    await vi.advanceTimersByTimeAsync(heldAtMostMs - 1);
    expect(start.imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(start.imported).toEqual(['/assets/entry.js']);

    hero.decoded();
    await start.paint();
    expect(start.imported).toEqual(['/assets/entry.js']);
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
