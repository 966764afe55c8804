import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inMemoryDatabase, useTestApi } from '../testing/test-api.ts';
import { contentImageNamesIn } from './known-content-images.ts';

const cacheDir = await mkdtemp(join(tmpdir(), 'cairn-image-cache-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe('content images only for names the content store knows', () => {
  const api = useTestApi(inMemoryDatabase, { env: { IMAGE_CACHE_DIR: cacheDir } });

  it('finds the names a story uses', () => {
    expect(contentImageNamesIn('{"filename":"/images/content/home-hero.jpg?w=640"}')).toEqual([
      'home-hero',
    ]);
  });

  it('answers 404 for an unknown name and writes no file; draws a known one into IMAGE_CACHE_DIR', async () => {
    for (const name of ['made-up-name', 'wp-login', 'a-b-c-d-e-f']) {
      const answer = await api.app.request(`/images/content/${name}.jpg?w=160&format=webp`);
      expect(answer.status, name).toBe(404);
    }
    expect(await readdir(cacheDir)).toEqual([]);
    const known = await api.app.request('/images/content/crag.jpg?w=160&format=webp');
    expect(known.status).toBe(200);
    expect(known.headers.get('content-type')).toBe('image/webp');
    expect((await readdir(cacheDir)).length).toBe(1);
  });
});
