import { describe, expect, it } from 'vitest';
import { guardDependency, guardedFetch } from './dependency-guard.ts';
import { DependencyUnavailableError } from './dependency-unavailable.ts';

const refused = () =>
  Promise.reject(new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') }));

describe('a dependency guard', () => {
  it('opens the circuit after repeated failures and then refuses at once, without calling', async () => {
    let calls = 0;
    const fetch = guardedFetch({
      name: 'content',
      volumeThreshold: 3,
      resetTimeoutMs: 60_000,
      log: () => {},
      fetch: () => {
        calls += 1;
        return refused();
      },
    });
    for (let n = 0; n < 3; n += 1) {
      await expect(fetch('http://content.test/x')).rejects.toThrow(/content failed: fetch failed/);
    }
    // Refused without a call: no connection attempt, no time-out to wait for.
    const error = await fetch('http://content.test/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DependencyUnavailableError);
    expect((error as DependencyUnavailableError).message).toMatch(/circuit open/);
    expect((error as DependencyUnavailableError).retryAfterSeconds).toBe(60);
    expect(calls).toBe(3);
    expect(fetch.guard.status()).toMatchObject({ state: 'open', failures: 3, rejected: 1 });
    fetch.guard.shutdown();
  });

  it('counts a 5xx as the dependency failing and passes a 4xx through as an answer', async () => {
    let status = 404;
    const fetch = guardedFetch({
      name: 'elevate',
      volumeThreshold: 2,
      log: () => {},
      fetch: async () => new Response('{}', { status }),
    });
    for (let n = 0; n < 5; n += 1) expect((await fetch('http://elevate.test/')).status).toBe(404);
    expect(fetch.guard.status().state).toBe('closed');
    status = 503;
    await expect(fetch('http://elevate.test/')).rejects.toThrow(/elevate answered 503/);
    fetch.guard.shutdown();
  });

  it('abandons a call that takes longer than its time-out, aborting it', async () => {
    let aborted = false;
    const guard = guardDependency({ name: 'smtp', timeoutMs: 50, log: () => {} });
    const error = await guard
      .run(
        (signal) =>
          new Promise((_resolve, reject) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(signal.reason);
            });
          }),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DependencyUnavailableError);
    expect((error as Error).message).toMatch(/no answer within 50 ms/);
    expect(aborted).toBe(true);
    expect(guard.status().timeouts).toBe(1);
    guard.shutdown();
  });

  it('lets a trial call through after the reset time and closes again when it succeeds', async () => {
    let up = false;
    const guard = guardDependency({
      name: 'engage',
      volumeThreshold: 1,
      resetTimeoutMs: 100,
      log: () => {},
    });
    const call = () => guard.run(async () => (up ? 'ok' : refused()));
    await expect(call()).rejects.toThrow();
    await expect(call()).rejects.toThrow(/circuit open/);
    up = true;
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(call()).resolves.toBe('ok');
    expect(guard.status().state).toBe('closed');
    guard.shutdown();
  });

  it('passes the request’s own errors through without counting them against the dependency', async () => {
    const guard = guardDependency({ name: 'smtp', volumeThreshold: 1, log: () => {} });
    const refusal = new Error('SMTP server answered 550 no such user');
    for (let n = 0; n < 3; n += 1) {
      await expect(
        guard.run(
          () => Promise.reject(refusal),
          (error) => error === refusal,
        ),
      ).rejects.toBe(refusal);
    }
    expect(guard.status()).toMatchObject({ state: 'closed', failures: 0 });
    guard.shutdown();
  });
});
