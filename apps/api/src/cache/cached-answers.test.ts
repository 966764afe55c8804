import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cachedAnswers, dataCacheHeader, decodeAnswer, encodeAnswer } from './cached-answers.ts';
import { createDataCache } from './data-cache.ts';

/** A route behind the cached-answers middleware whose handler counts its runs. */
function cachedRoute(handler: (run: number) => Response | Promise<Response>) {
  let runs = 0;
  const app = new Hono();
  app.use(
    '*',
    cachedAnswers({ cache: createDataCache({ maxBytes: 1 << 20, ttlMs: 60_000, staleMs: 0 }) }),
  );
  app.get('/answer', async () => {
    runs += 1;
    return handler(runs);
  });
  return { app, runs: () => runs };
}

describe('cachedAnswers', () => {
  it('runs the handler once for concurrent requests, and answers the others from its copy', async () => {
    const { app, runs } = cachedRoute(async (run) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Response.json({ run }, { headers: { 'cache-control': 'public, s-maxage=60' } });
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request('/answer')));
    expect(runs()).toBe(1);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual(
      Array.from({ length: 5 }, () => ({ run: 1 })),
    );
    expect(answers.map((answer) => answer.headers.get(dataCacheHeader)).sort()).toEqual([
      'miss',
      'miss',
      'miss',
      'miss',
      'miss',
    ]);
  });

  it('gives every request that shared a failed run its Retry-After, and keeps nothing', async () => {
    const { app, runs } = cachedRoute(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Response.json(
        { error: 'A service this page needs (database) is not answering' },
        { status: 503, headers: { 'retry-after': '5', 'cache-control': 'no-store' } },
      );
    });
    const answers = await Promise.all(Array.from({ length: 4 }, () => app.request('/answer')));
    expect(runs()).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    // A failure is not kept: the next request runs the handler again.
    await app.request('/answer');
    expect(runs()).toBe(2);
  });

  it('answers a hit with the body, headers and status the handler gave', async () => {
    const body = '{"text":"two\\nlines, \\"quoted\\"","emoji":"⛰"}\n';
    const { app, runs } = cachedRoute(
      () =>
        new Response(body, {
          status: 404,
          headers: { 'content-type': 'application/json', 'cache-control': 'public, s-maxage=60' },
        }),
    );
    await app.request('/answer');
    const hit = await app.request('/answer');
    expect(runs()).toBe(1);
    expect(hit.headers.get(dataCacheHeader)).toBe('hit');
    expect(hit.status).toBe(404);
    expect(hit.headers.get('content-type')).toBe('application/json');
    expect(await hit.text()).toBe(body);
  });

  it('reads an answer kept as one JSON document, as replicas before this format kept them', () => {
    const answer = {
      status: 200,
      headers: [['content-type', 'application/json']] as [string, string][],
      body: '{"a":\n1}',
    };
    expect(decodeAnswer(JSON.stringify(answer))).toEqual(answer);
    expect(decodeAnswer(encodeAnswer(answer))).toEqual(answer);
  });
});
