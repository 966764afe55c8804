import { once } from 'node:events';
import { connect } from 'node:net';
import { serverTimeouts } from '@cairn/server-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { startSlowShop, stopSlowShops } from './testing/slow-shop-process.ts';

afterEach(stopSlowShops);

// The time-outs themselves, headers and body, are tested with a raw socket in server-kit
// (`server-timeouts.test.ts`); this is the shop's own server listening with them.
describe('the shop server and slow clients', { timeout: 120_000 }, () => {
  it('cuts a client that trickles its headers within the header time-out (raw socket)', async () => {
    const shop = await startSlowShop();
    const listening = shop.lines.find((line) => line.msg === 'listening');
    expect(listening).toMatchObject({
      headersTimeout: serverTimeouts.headersMs,
      requestTimeout: serverTimeouts.requestMs,
    });
    expect(Number(listening?.requestTimeout)).toBeLessThanOrEqual(30_000);

    const socket = connect(shop.port, '127.0.0.1');
    await once(socket, 'connect');
    const started = performance.now();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.write('GET /slow?ms=1 HTTP/1.1\r\nHost: shop.test\r\n');
    // A header line every half second: never the blank line that ends them.
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: a\r\n'), 500);
    const closed = await Promise.race([
      once(socket, 'close').then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000)),
    ]);
    clearInterval(drip);
    socket.destroy();
    const seconds = (performance.now() - started) / 1000;
    console.info(`shop server, headers trickled: cut after ${seconds.toFixed(1)} s`);
    expect(closed).toBe(true);
    // The time-out, Node's check interval and a busy machine's lag; well within 30 s.
    expect(seconds).toBeLessThan(
      (serverTimeouts.headersMs + serverTimeouts.checkEveryMs) / 1000 + 2,
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  });
});
