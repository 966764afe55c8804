import { describe, expect, it } from 'vitest';
import { readAnswer, testDatabases, useTestApi } from '../testing/test-api.ts';

describe.each(testDatabases())('POST /api/content/get-content-entries on $name', (database) => {
  const api = useTestApi(database);
  const post = (body: unknown) =>
    api.app.request('/api/content/get-content-entries', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('lists a folder newest first, at most per_page', async () => {
    const { stories } = await readAnswer(
      await post({ starts_with: 'information/', per_page: 50 }),
      'stories',
    );
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) expect(story.full_slug.startsWith('information/')).toBe(true);
    const dates = stories.map(
      (story: { first_published_at: string | null }) => story.first_published_at ?? '',
    );
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers chosen stories in the order given', async () => {
    const { stories: all } = await readAnswer(
      await post({ starts_with: 'information/', per_page: 2 }),
      'stories',
    );
    const uuids = all.map((story: { uuid: string }) => story.uuid).reverse();
    const { stories } = await readAnswer(await post({ by_uuids: uuids }), 'stories');
    expect(stories.map((story: { uuid: string }) => story.uuid)).toEqual(uuids);
  });

  it('answers 400 without a folder or uuids, and for a bad folder', async () => {
    expect((await post({})).status).toBe(400);
    expect((await post({ starts_with: '../etc' })).status).toBe(400);
    expect((await post({ by_uuids: ['nope'] })).status).toBe(400);
  });
});
