import type { MissingPart } from '@cairn/server-kit';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { firstStart } from './first-start.ts';

function shop(answers: MissingPart[][]) {
  let clock = 0;
  let asked = 0;
  const listeners: (() => void)[] = [];
  const warnings: string[] = [];
  const app = new Hono();
  app.get(
    '*',
    firstStart({
      missing: async () => {
        const answer = answers[Math.min(asked, answers.length - 1)];
        asked += 1;
        if (!answer) throw new Error('API away');
        return answer;
      },
      subscribe: (listener) => listeners.push(listener),
      warn: (message) => warnings.push(message),
      now: () => clock,
    }),
    (c) => c.html('<h1>The shop</h1>'),
  );
  return {
    app,
    asked: () => asked,
    warnings,
    wait: (ms: number) => {
      clock += ms;
    },
    purge: () => {
      for (const listener of listeners) listener();
    },
  };
}

const html = { headers: { accept: 'text/html' } };

describe('firstStart', () => {
  it('given an empty shop, answers pages 503 with Retry-After and says what it lacks', async () => {
    const { app } = shop([['catalogue', 'content']]);
    const response = await app.request('/', html);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<h1>This shop has no catalogue or content yet</h1>');
    expect(page).toContain('a catalogue of products and its content');
    expect(page).toContain('<meta name="robots" content="noindex">');
    const plain = await app.request('/login');
    expect(plain.status).toBe(503);
    expect(await plain.text()).toBe(
      'This shop has no catalogue or content yet. It opens as soon as they are in place; please try again later.',
    );
  });

  it('asks again at most every five seconds while empty, and at once after a purge', async () => {
    const { app, asked, wait, purge } = shop([['catalogue'], ['catalogue'], ['catalogue']]);
    await Promise.all([app.request('/'), app.request('/a'), app.request('/b')]);
    expect(asked()).toBe(1);
    wait(4_000);
    await app.request('/');
    expect(asked()).toBe(1);
    wait(1_000);
    await app.request('/');
    expect(asked()).toBe(2);
    purge();
    await app.request('/');
    expect(asked()).toBe(3);
  });

  it('switches off by itself once nothing is missing, and never asks again', async () => {
    const { app, asked, wait, purge } = shop([['catalogue'], []]);
    expect((await app.request('/', html)).status).toBe(503);
    wait(5_000);
    const open = await app.request('/', html);
    expect(open.status).toBe(200);
    expect(await open.text()).toBe('<h1>The shop</h1>');
    wait(60_000);
    purge();
    await app.request('/');
    expect(asked()).toBe(2);
  });

  it('lets pages through when the API cannot say, and asks again later', async () => {
    const { app, asked, wait, warnings } = shop([]);
    expect((await app.request('/')).status).toBe(200);
    expect(warnings).toEqual([
      'Could not tell whether the shop has a catalogue and content: Error: API away',
    ]);
    await app.request('/');
    expect(asked()).toBe(1);
    wait(5_000);
    await app.request('/');
    expect(asked()).toBe(2);
  });
});
