import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { contentService } from './content-service.ts';
import { readStoryFiles } from './story-files.ts';
import { seedStories } from './story-store.ts';

describe('the content service under load', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedStories(database.db, readStoryFiles());
  });
  afterAll(() => database.close());

  it('answers 429 with Retry-After once a token goes over its requests per second', async () => {
    const service = contentService({
      db: database.db,
      publicToken: 'public',
      previewToken: 'preview',
      requestsPerSecond: 3,
    });
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await service.request('/v2/cdn/stories/home?token=public')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await service.request('/v2/cdn/stories/home?token=public');
    expect(limited.headers.get('retry-after')).toBe('1');
    // Another token has its own allowance.
    expect((await service.request('/v2/cdn/stories/home?token=preview')).status).toBe(200);
  });
});

describe('the content service given a slug no story can have', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedStories(database.db, readStoryFiles());
  });
  afterAll(() => database.close());

  it('answers 404, as for a missing story, for a dotted or capitalised slug', async () => {
    const service = contentService({
      db: database.db,
      publicToken: 'public',
      previewToken: 'preview',
    });
    for (const slug of ['robots.txt', 'Home', 'guides/Boots', 'wp-login.php']) {
      const response = await service.request(`/v2/cdn/stories/${slug}?token=public`);
      expect(response.status, slug).toBe(404);
    }
  });

  it('still answers 400 for malformed other input', async () => {
    const service = contentService({
      db: database.db,
      publicToken: 'public',
      previewToken: 'preview',
    });
    const response = await service.request('/v2/cdn/stories/home?token=public&version=latest');
    expect(response.status).toBe(400);
  });
});
