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
