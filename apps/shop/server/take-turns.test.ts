import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { takeTurns } from './take-turns.ts';

/** Counts event-loop turns (one check phase each) while `body` runs. */
async function countingTurns<T>(body: (turn: () => number) => Promise<T>): Promise<T> {
  let turn = 0;
  let running = true;
  const tick = () => {
    turn += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return await body(() => turn);
  } finally {
    running = false;
  }
}

describe('takeTurns', () => {
  it('given requests that arrive together, starts them in arrival order, four loop turns apart', async () => {
    const starts: { path: string; turn: number }[] = [];
    await countingTurns(async (turn) => {
      const app = new Hono();
      app.get('*', takeTurns(), (c) => {
        starts.push({ path: c.req.path, turn: turn() });
        // A render that never waits on I/O, as an in-process one with PGlite.
        const until = performance.now() + 2;
        while (performance.now() < until);
        return c.text(c.req.path);
      });
      const answers = await Promise.all(
        ['/a', '/b', '/c', '/d'].map(async (path) => (await app.request(path)).text()),
      );
      expect(answers).toEqual(['/a', '/b', '/c', '/d']);
    });
    expect(starts.map((start) => start.path)).toEqual(['/a', '/b', '/c', '/d']);
    // One turn for the start and three left free, by default.
    const gaps = starts.slice(1).map((start, index) => start.turn - (starts[index]?.turn ?? 0));
    expect(gaps).toEqual([4, 4, 4]);
  });

  it('given no spare turns, starts waiting requests on consecutive turns', async () => {
    const turns: number[] = [];
    await countingTurns(async (turn) => {
      const app = new Hono();
      app.get('*', takeTurns({ spareTurns: 0 }), (c) => {
        turns.push(turn());
        return c.text('ok');
      });
      await Promise.all(['/a', '/b', '/c'].map((path) => app.request(path)));
    });
    expect(turns.slice(1).map((value, index) => value - (turns[index] ?? 0))).toEqual([1, 1]);
  });

  it('lets requests that wait on I/O overlap', async () => {
    let inFlight = 0;
    let most = 0;
    const app = new Hono();
    app.get('*', takeTurns(), async (c) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return c.text('ok');
    });
    await Promise.all(['/a', '/b', '/c'].map((path) => app.request(path)));
    expect(most).toBe(3);
  });

  it('given maxWaiting requests waiting, turns newcomers away with 503 and Retry-After and still serves the waiting ones in order', async () => {
    const started: string[] = [];
    const app = new Hono();
    app.get('/healthz', (c) => c.text('ok'));
    app.get('*', takeTurns({ maxWaiting: 3 }), (c) => {
      started.push(c.req.path);
      return c.text(c.req.path);
    });
    const paths = ['/a', '/b', '/c', '/d', '/e'];
    const answers = await Promise.all([
      ...paths.map((path) => app.request(path)),
      app.request('/healthz'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 503, 503, 200]);
    expect(started).toEqual(['/a', '/b', '/c']);
    expect(await Promise.all(answers.slice(0, 3).map((answer) => answer.text()))).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
    for (const turnedAway of answers.slice(3, 5)) {
      expect(turnedAway.headers.get('retry-after')).toBe('1');
      expect(turnedAway.headers.get('cache-control')).toBe('no-store');
      expect(await turnedAway.text()).toBe('Too many requests are waiting; try again shortly.');
    }
    // Once the queue has drained, requests are queued again.
    expect((await app.request('/f')).status).toBe(200);
  });

  it('given a backlog of slow renders, asks newcomers to retry after the expected wait', async () => {
    const app = new Hono();
    let started = 0;
    let thirdStarted = () => {};
    const third = new Promise<void>((resolve) => {
      thirdStarted = resolve;
    });
    app.get('*', takeTurns({ maxWaiting: 20 }), (c) => {
      started += 1;
      if (started === 3) thirdStarted();
      // 60 ms of work that never waits on I/O: twenty waiting make a wait of 1.2 s or more.
      const until = performance.now() + 60;
      while (performance.now() < until);
      return c.text('ok');
    });
    const first = Array.from({ length: 21 }, (_, index) => app.request(`/first/${index}`));
    await third;
    // 17 wait now: three more fit, the next two are turned away.
    const second = Array.from({ length: 5 }, (_, index) => app.request(`/second/${index}`));
    const answers = await Promise.all([...first, ...second]);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(20).fill(200),
      503,
      200,
      200,
      200,
      503,
      503,
    ]);
    expect(answers[20]?.headers.get('retry-after')).toBe('1'); // nothing measured yet
    const retryAfter = Number(answers[25]?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(2);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });

  it('frees the place of a request whose client leaves while it waits', async () => {
    const started: string[] = [];
    const app = new Hono();
    app.get('*', takeTurns({ maxWaiting: 2 }), (c) => {
      started.push(c.req.path);
      return c.text('ok');
    });
    const gone = new AbortController();
    const first = app.request('/a');
    const leaving = app.request(new Request('http://localhost/b', { signal: gone.signal }));
    gone.abort();
    const third = app.request('/c');
    expect((await Promise.all([first, leaving, third])).map((answer) => answer.status)).toEqual([
      200, 503, 200,
    ]);
    expect(started).toEqual(['/a', '/c']);
  });

  it('answers 503 without running the handler when the client left while it waited', async () => {
    let handled = 0;
    const app = new Hono();
    app.get('*', takeTurns(), (c) => {
      handled += 1;
      return c.text('ok');
    });
    const gone = new AbortController();
    const answer = app.request(new Request('http://localhost/page', { signal: gone.signal }));
    gone.abort();
    expect((await answer).status).toBe(503);
    expect(handled).toBe(0);
    expect((await app.request('/page')).status).toBe(200);
  });
});
