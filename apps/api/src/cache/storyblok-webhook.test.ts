import { describe, expect, it } from 'vitest';
import { readJson, testDatabases, useTestApi } from '../testing/test-api.ts';
import {
  signStoryblokBody,
  storyblokWebhookRoutes,
  tagsForStoryEvent,
} from './storyblok-webhook.ts';

const secret = 'webhook-test-secret-0123456789';
const guide = '/api/resolver/guides/ski-buying-guide';

describe.each(testDatabases())('the Storyblok webhook on $name', (database) => {
  const api = useTestApi(database, { env: { STORYBLOK_WEBHOOK_SECRET: secret } });
  const send = (body: string, signature = signStoryblokBody(body, secret)) =>
    api.app.request('/api/webhooks/storyblok', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-signature': signature },
      body,
    });

  async function storyId(): Promise<number> {
    const answer = await readJson(await api.app.request(guide));
    return answer.data.story.id;
  }

  it('refuses a missing or wrong signature with 401, purging nothing', async () => {
    const body = JSON.stringify({ action: 'published', story_id: 1, text: 'x', space_id: 1 });
    await api.app.request(guide);
    for (const signature of ['', 'abc', signStoryblokBody(body, 'another-secret-entirely')]) {
      const answer = await send(body, signature);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await api.app.request(guide)).headers.get('x-data-cache')).toBe('hit');
  });

  it('refuses a signed body that is not a Storyblok event with 400', async () => {
    expect((await send('not json')).status).toBe(400);
    const answer = await send(JSON.stringify({ action: 'published', story_id: 'seven' }));
    expect(answer.status).toBe(400);
    expect((await readJson(answer)).issues[0].path).toBe('json.story_id');
  });

  it.each(['published', 'unpublished', 'deleted', 'moved'])(
    'purges the data that showed a story %s',
    async (action) => {
      const id = await storyId();
      expect((await api.app.request(guide)).headers.get('x-data-cache')).toBe('hit');
      const answer = await send(
        JSON.stringify({
          text: `The user published the Story Ski buying guide (guides/ski-buying-guide)`,
          action,
          space_id: 1,
          story_id: id,
          ...(action === 'published' || action === 'moved'
            ? { full_slug: 'guides/ski-buying-guide' }
            : {}),
        }),
      );
      expect(answer.status).toBe(200);
      expect((await readJson(answer)).purged).toContain(`story-id-${id}`);
      expect((await api.app.request(guide)).headers.get('x-data-cache')).toBe('miss');
    },
  );

  it('tells the purge bus, so the shop purges its pages too', async () => {
    const heard: string[][] = [];
    const unsubscribe = api.purges.subscribe((tags) => heard.push(tags));
    await send(
      JSON.stringify({ action: 'published', story_id: 42, full_slug: 'articles/new-one' }),
    );
    unsubscribe();
    expect(heard).toEqual([['story-id-42', 'slug-articles/new-one', 'folder-articles']]);
  });

  it('purges as the webhook does when a story is published in the embedded content service', async () => {
    const id = await storyId();
    await api.app.request(guide);
    const published = await api.app.request(`/content/v1/spaces/1/stories/${id}/publish`, {
      headers: { authorization: 'cairn-preview-demo-token' },
    });
    expect(published.status).toBe(200);
    expect((await api.app.request(guide)).headers.get('x-data-cache')).toBe('miss');
    const refused = await api.app.request(`/content/v1/spaces/1/stories/${id}/publish`, {
      headers: { authorization: 'cairn-public-demo-token' },
    });
    expect(refused.status).toBe(401);
  });
});

describe('without STORYBLOK_WEBHOOK_SECRET', () => {
  it('refuses every webhook, saying what to set', async () => {
    const purged: string[][] = [];
    const routes = storyblokWebhookRoutes({
      secret: undefined,
      purge: async (tags) => {
        purged.push(tags);
      },
    });
    const body = JSON.stringify({ action: 'published', story_id: 1 });
    const answer = await routes.request('/webhooks/storyblok', {
      method: 'POST',
      headers: { 'webhook-signature': signStoryblokBody(body, '') },
      body,
    });
    expect(answer.status).toBe(404);
    expect((await readJson(answer)).error).toMatch(/STORYBLOK_WEBHOOK_SECRET/);
    expect(purged).toEqual([]);
  });
});

describe('tagsForStoryEvent', () => {
  it('names the story by id, its slug and the folders above it', () => {
    expect(
      tagsForStoryEvent({ action: 'moved', story_id: 5, full_slug: 'guides/skis/piste-skis' }),
    ).toEqual(['story-id-5', 'slug-guides/skis/piste-skis', 'folder-guides', 'folder-guides/skis']);
  });
  it('purges all content for an event that names no story (a release merged, datasources)', () => {
    expect(tagsForStoryEvent({ action: 'entries_updated' })).toEqual(['content']);
  });
});
