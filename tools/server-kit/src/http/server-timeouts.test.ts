import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { serverTimeouts, timeoutServerOptions } from './server-timeouts.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(serverOptions = timeoutServerOptions()): Promise<number> {
  // Reads the body, as every JSON route does.
  const app = new Hono()
    .post('*', async (c) => c.text(`${(await c.req.text()).length} bytes`))
    .get('*', (c) => c.text('ok'))
    // The cut body's read fails (ECONNRESET): nobody is left to answer.
    .onError((_, c) => c.text('gone', 400));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions });
  servers.push(server as Server);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/**
 * Opens a raw socket, writes `start`, then one `drip` every `everyMs` for as long as the server
 * keeps the connection; answers the seconds until the server ended it, and what it said.
 */
async function trickle(
  port: number,
  start: string,
  drip: string,
  everyMs: number,
  giveUpMs: number,
) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.write(start);
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(drip);
  }, everyMs);
  const closed = await Promise.race([
    once(socket, 'close').then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), giveUpMs)),
  ]);
  clearInterval(timer);
  socket.destroy();
  return { closed, seconds: (Date.now() - started) / 1000, status: answer.split('\r\n')[0] };
}

describe('slow clients', () => {
  it('are cut within 30 s by every server: headers in 10 s, the whole request in 30 s', () => {
    expect(serverTimeouts.headersMs + serverTimeouts.checkEveryMs).toBeLessThanOrEqual(30_000);
    expect(serverTimeouts.requestMs + serverTimeouts.checkEveryMs).toBeLessThanOrEqual(31_000);
    expect(timeoutServerOptions()).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    });
  });

  it('cuts a client that trickles its headers (raw socket, the production time-outs)', async () => {
    const port = await listen();
    const result = await trickle(
      port,
      'GET / HTTP/1.1\r\nHost: shop.test\r\n',
      'X-Slow: a\r\n',
      500,
      20_000,
    );
    console.info(
      `headers trickled: connection ended after ${result.seconds.toFixed(1)} s (${result.status})`,
    );
    expect(result.closed).toBe(true);
    expect(result.seconds).toBeLessThan(serverTimeouts.headersMs / 1000 + 2);
    expect(result.status).toBe('HTTP/1.1 408 Request Timeout');
  }, 30_000);

  it('cuts a client that trickles its body (raw socket, time-outs shortened for the test)', async () => {
    const port = await listen(timeoutServerOptions({ headersMs: 1_000, requestMs: 3_000 }));
    const result = await trickle(
      port,
      'POST / HTTP/1.1\r\nHost: shop.test\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n',
      'a',
      200,
      15_000,
    );
    console.info(
      `body trickled: connection ended after ${result.seconds.toFixed(1)} s (${result.status})`,
    );
    expect(result.closed).toBe(true);
    expect(result.seconds).toBeLessThan(5);
    expect(result.status).toBe('HTTP/1.1 408 Request Timeout');
  }, 20_000);

  it('still serves a client that sends at an ordinary pace', async () => {
    const port = await listen();
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe('ok');
  });
});
