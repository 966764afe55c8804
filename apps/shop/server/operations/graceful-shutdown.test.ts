import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSlowShop, stopSlowShops } from './testing/slow-shop-process.ts';

afterEach(stopSlowShops);

// Each test starts a process that loads the API package: slow on a busy machine.
describe('graceful shutdown on SIGTERM', { timeout: 120_000 }, () => {
  it('answers 503 on /readyz, finishes the request in flight, refuses new ones, releases the pools and exits 0', async () => {
    const shop = await startSlowShop({ SHUTDOWN_DELAY: '2', SHUTDOWN_TIMEOUT: '10' });
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);

    const slow = fetch(`${shop.url}/slow?ms=1500`).then(async (response) => ({
      status: response.status,
      text: await response.text(),
      at: performance.now(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = performance.now();
    shop.child.kill('SIGTERM');

    // Still serving while the load balancer notices, but no longer ready (as soon as the
    // process has taken the signal: a busy machine may take a moment to deliver it).
    const readiness = await vi.waitFor(
      async () => {
        const answer = await fetch(`${shop.url}/readyz`);
        expect(answer.status).toBe(503);
        return answer;
      },
      { timeout: 1500, interval: 20 },
    );
    expect(await readiness.json()).toEqual({ status: 'shutting down' });

    const answered = await slow;
    expect(answered).toMatchObject({ status: 200, text: 'finished after 1500 ms' });
    expect(answered.at - signalledAt).toBeGreaterThan(1000);

    expect(await shop.exited).toBe(0);
    await expect(fetch(`${shop.url}/readyz`)).rejects.toThrow();
    const messages = shop.lines.map((line) => line.msg);
    expect(messages.some((message) => message.startsWith('Every request finished'))).toBe(true);
    // The pools are released only after the request in flight has been answered (its access
    // line is written when it ends).
    const slowAnswered = shop.lines.findIndex(
      (line) => line.msg === 'request' && String(line.path).startsWith('/slow'),
    );
    expect(slowAnswered).toBeGreaterThan(0);
    expect(messages.indexOf('released')).toBeGreaterThan(slowAnswered);
  });

  it('cuts requests still open after SHUTDOWN_TIMEOUT and still exits', async () => {
    const shop = await startSlowShop({ SHUTDOWN_DELAY: '0', SHUTDOWN_TIMEOUT: '1' });
    const slow = fetch(`${shop.url}/slow?ms=20000`).then(
      (response) => response.status,
      () => 'cut off',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = performance.now();
    shop.child.kill('SIGTERM');
    expect(await slow).toBe('cut off');
    expect(await shop.exited).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(5000);
    expect(shop.lines.map((line) => line.msg)).toContain('released');
  });
});
