import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeRedirectHandler } from './node.ts';

describe('createNodeRedirectHandler with a real http server', () => {
  let server: Server;
  let base: string;
  const handleRedirect = createNodeRedirectHandler({
    rules: [{ from: '/returns', to: '/information/delivery-returns' }],
  });

  beforeAll(async () => {
    server = createServer((req, res) => {
      handleRedirect(req, res, () => {
        res.statusCode = 200;
        res.end(`page ${req.url}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers an old address with a 301 and its target, query kept', async () => {
    const res = await fetch(`${base}/Returns/?order=42`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/information/delivery-returns?order=42');
  });

  it('calls next() for anything else', async () => {
    const res = await fetch(`${base}/information/delivery-returns`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('page /information/delivery-returns');
  });

  it('lets a POST through', async () => {
    const res = await fetch(`${base}/returns`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(200);
  });

  it('returns whether it answered, for use without a framework', () => {
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string) => {
        headers[name] = value;
      },
      end: () => undefined,
    };
    expect(handleRedirect({ method: 'GET', url: '/returns' }, res)).toBe(true);
    expect(res.statusCode).toBe(301);
    expect(headers.Location).toBe('/information/delivery-returns');
    expect(handleRedirect({ method: 'GET', url: '/other' }, res)).toBe(false);
  });
});
