import { describe, expect, it } from 'vitest';
import { socketFrom, testDatabases, useTestApi } from '../../testing/test-api.ts';

/**
 * Security review round two, finding 8: a burst of logins cannot queue minutes of hashing in
 * front of every shopper's; past the queue's bound the API sheds with 503 and Retry-After.
 */
describe.each(testDatabases())('the password-hash queue on $name', (database) => {
  const api = useTestApi(database, {
    passwordHashing: { logN: 12, concurrency: 1, maxWaiting: 2 },
  });

  it('answers 503 with Retry-After past the bound instead of queueing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api.app.request(
          `/commerce/login/${encodeURIComponent(`burst.${index}@example.com`)}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'API-Token': 'none' },
            body: JSON.stringify({ password: 'a guess' }),
          },
          socketFrom(`198.51.100.${120 + index}`),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const shed = answers.filter((answer) => answer.status === 503);
    console.info(`hash queue: 12 logins at once, ${shed.length} shed with 503`);
    // One hashing, two waiting: the rest shed at once (the decoy hash takes one turn too).
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(shed.length).toBeGreaterThanOrEqual(9);
    for (const answer of shed) {
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await answer.json()) as { error: string }).error).toBe(
        'We are very busy just now. Please try again in a few seconds.',
      );
    }
  });
});
