// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearRecordedErrors,
  installErrorHook,
  mountApp,
  reactRootErrorOptions,
  recordedErrorLimit,
  recordedErrors,
} from './error-hook.ts';

afterEach(() => {
  clearRecordedErrors();
  vi.restoreAllMocks();
});

describe('the error hook', () => {
  it('records uncaught errors and unhandled rejections of the window, and logs them', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A target of its own: jsdom reports errors dispatched on its window as the test's own.
    const target = new EventTarget() as Window;
    const remove = installErrorHook(target);
    const thrown = new Error('a block threw in a timer');
    target.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('a fetch nobody awaited failed') });
    target.dispatchEvent(rejection);
    expect(recordedErrors().map(({ source, message }) => ({ source, message }))).toEqual([
      { source: 'window', message: 'a block threw in a timer' },
      { source: 'promise', message: 'a fetch nobody awaited failed' },
    ]);
    expect(recordedErrors()[0]?.url).toBe(window.location.href);
    expect(log).toHaveBeenCalledTimes(2);
    remove();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after removal') }));
    expect(recordedErrors()).toHaveLength(2);
  });

  it('takes what React catches at the root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reactRootErrorOptions.onUncaughtError(new Error('render failed'));
    reactRootErrorOptions.onRecoverableError(new Error('hydration mismatch'));
    expect(recordedErrors().map(({ source }) => source)).toEqual(['react', 'react']);
  });

  it(`keeps the latest ${recordedErrorLimit} only`, () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let n = 0; n < recordedErrorLimit + 5; n += 1) {
      reactRootErrorOptions.onUncaughtError(new Error(`error ${n}`));
    }
    expect(recordedErrors()).toHaveLength(recordedErrorLimit);
    expect(recordedErrors()[0]?.message).toBe('error 5');
  });

  it('logs "Error while mounting app:", records and rethrows a failed mount', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('no root element');
    expect(() =>
      mountApp(() => {
        throw failure;
      }),
    ).toThrow(failure);
    expect(log).toHaveBeenCalledWith('Error while mounting app:', failure);
    expect(recordedErrors()).toMatchObject([{ source: 'mount', error: failure }]);
  });

  it('mounts without a word when the mount succeeds', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mount = vi.fn();
    mountApp(mount);
    expect(mount).toHaveBeenCalledOnce();
    expect(log).not.toHaveBeenCalled();
    expect(recordedErrors()).toEqual([]);
  });
});
