import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { limitBody } from './body-limit.ts';

/** One request over `agent`: its status, Connection header and the socket it used. */
function send(
  port: number,
  agent: Agent,
  { method, path, body }: { method: string; path: string; body?: Buffer },
) {
  return new Promise<{ status: number; connection: string | undefined; text: string }>(
    (resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: body
            ? { 'content-type': 'application/json', 'content-length': body.length }
            : {},
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              text,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    },
  );
}

describe('limitBody', () => {
  const app = new Hono();
  app.use(
    '*',
    limitBody(1024, (c) => c.json({ error: 'Request body too large' }, 413)),
  );
  app.post('/echo', async (c) => c.json({ bytes: (await c.req.text()).length }));
  app.get('/ok', (c) => c.json({ ok: true }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  const port = () => (server.address() as AddressInfo).port;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses an early 413 with Connection: close, and the next request on a kept-alive agent succeeds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.from(JSON.stringify({ text: 'x'.repeat(256 * 1024) }));
      const refused = await send(port(), agent, { method: 'POST', path: '/echo', body: big });
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      expect(JSON.parse(refused.text)).toEqual({ error: 'Request body too large' });
      // The same agent (one socket at most) goes on: no "other side closed".
      for (let round = 0; round < 3; round += 1) {
        const next = await send(port(), agent, { method: 'GET', path: '/ok' });
        expect(next.status).toBe(200);
      }
      const small = await send(port(), agent, {
        method: 'POST',
        path: '/echo',
        body: Buffer.from('{"a":1}'),
      });
      expect(small.status).toBe(200);
      expect(small.connection).not.toBe('close');
    } finally {
      agent.destroy();
    }
  });
});
