import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpdateCheck, isChunkLoadError, reloadOnce } from './update-check.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reloadOnce', () => {
  it('reloads a path once in ten seconds, then again after', () => {
    const storage = memoryStorage();
    const assign = vi.fn();
    expect(reloadOnce('/tents', { storage, now: 1_000, assign })).toBe(true);
    expect(reloadOnce('/tents', { storage, now: 9_000, assign })).toBe(false);
    expect(reloadOnce('/boots', { storage, now: 9_000, assign })).toBe(true);
    expect(reloadOnce('/tents', { storage, now: 11_001, assign })).toBe(true);
    expect(assign.mock.calls.map(([href]) => href)).toEqual(['/tents', '/boots', '/tents']);
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed chunk loads from Chromium, Safari and Firefox', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('createUpdateCheck', () => {
  afterEach(() => vi.useRealTimers());

  it('turns stale once the server answers another build id, and ignores failed polls', async () => {
    vi.useFakeTimers();
    const answers: (() => Promise<string>)[] = [
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve('build-1'),
      () => Promise.resolve('build-2'),
    ];
    const check = createUpdateCheck({
      currentId: 'build-1',
      fetchId: () => (answers.shift() ?? (() => Promise.resolve('build-2')))(),
      intervalMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(check.isStale()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check.isStale()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check.isStale()).toBe(true);
    check.stop();
  });
});
