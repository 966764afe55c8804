import { describe, expect, it } from 'vitest';
import { cacheContentSource } from './cached-content-source.ts';
import type { ContentSource, Story } from './content-source.ts';

function story(fullSlug: string, title: string): Story {
  return {
    name: title,
    uuid: `uuid-${fullSlug}`,
    full_slug: fullSlug,
    content: { _uid: '1', component: 'page', title },
    published_at: null,
    first_published_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

/** A content source whose answers the test changes, counting the reads that reach it. */
function countingSource() {
  const reads: string[] = [];
  let title = 'First';
  let failing = false;
  const source: ContentSource = {
    async getStory(fullSlug, options = {}) {
      reads.push(`${fullSlug}${options.preview ? ' (draft)' : ''}`);
      if (failing) throw new Error('content service down');
      if (fullSlug === 'missing') return null;
      return story(fullSlug, options.preview ? `${title} draft` : title);
    },
    async listStories(query) {
      reads.push(`list ${query.startsWith ?? ''}${query.preview ? ' (draft)' : ''}`);
      return [story(`${query.startsWith ?? ''}one`, title)];
    },
  };
  return {
    source,
    reads,
    publish: (next: string) => {
      title = next;
    },
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

describe('cacheContentSource', () => {
  it('given a published story read twice within the lifetime, reads the source once', async () => {
    const { source, reads } = countingSource();
    const content = cacheContentSource(source, { ttlMs: 1000, now: () => 0 });
    expect((await content.getStory('settings/globals'))?.name).toBe('First');
    expect((await content.getStory('settings/globals'))?.name).toBe('First');
    expect(reads).toEqual(['settings/globals']);
  });

  it('shows a published change once the lifetime has passed', async () => {
    const { source, reads, publish } = countingSource();
    let time = 0;
    const content = cacheContentSource(source, { ttlMs: 1000, now: () => time });
    await content.getStory('home');
    publish('Second');
    time = 999;
    expect((await content.getStory('home'))?.name).toBe('First');
    time = 1000;
    expect((await content.getStory('home'))?.name).toBe('Second');
    expect(reads).toEqual(['home', 'home']);
  });

  it('never caches drafts, releases or previewed lists, and keeps them apart from published', async () => {
    const { source, reads, publish } = countingSource();
    const content = cacheContentSource(source, { now: () => 0 });
    expect((await content.getStory('home'))?.name).toBe('First');
    expect((await content.getStory('home', { preview: true }))?.name).toBe('First draft');
    publish('Second');
    expect((await content.getStory('home', { preview: true }))?.name).toBe('Second draft');
    expect((await content.getStory('home', { preview: true, release: '41207' }))?.name).toBe(
      'Second draft',
    );
    await content.listStories({ startsWith: 'articles/', preview: true });
    await content.listStories({ startsWith: 'articles/', preview: true });
    expect((await content.getStory('home'))?.name).toBe('First');
    expect(reads).toEqual([
      'home',
      'home (draft)',
      'home (draft)',
      'home (draft)',
      'list articles/ (draft)',
      'list articles/ (draft)',
    ]);
  });

  it('caches published lists by their query', async () => {
    const { source, reads } = countingSource();
    const content = cacheContentSource(source, { now: () => 0 });
    await content.listStories({ startsWith: 'articles/', perPage: 3 });
    await content.listStories({ startsWith: 'articles/', perPage: 3 });
    await content.listStories({ startsWith: 'guides/', perPage: 3 });
    expect(reads).toEqual(['list articles/', 'list guides/']);
  });

  it('remembers a missing story like any answer, but not a failure', async () => {
    const { source, reads, fail } = countingSource();
    const content = cacheContentSource(source, { now: () => 0 });
    expect(await content.getStory('missing')).toBeNull();
    expect(await content.getStory('missing')).toBeNull();
    fail(true);
    await expect(content.getStory('home')).rejects.toThrow('content service down');
    fail(false);
    expect((await content.getStory('home'))?.name).toBe('First');
    expect(reads).toEqual(['missing', 'home', 'home']);
  });

  it('shares one read between concurrent requests for a story', async () => {
    const { source, reads } = countingSource();
    const content = cacheContentSource(source, { now: () => 0 });
    const answers = await Promise.all([1, 2, 3].map(() => content.getStory('home')));
    expect(answers.map((answer) => answer?.name)).toEqual(['First', 'First', 'First']);
    expect(reads).toEqual(['home']);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const { source, reads } = countingSource();
    const content = cacheContentSource(source, { maxEntries: 2, now: () => 0 });
    await content.getStory('a');
    await content.getStory('b');
    await content.getStory('c');
    await content.getStory('c');
    await content.getStory('b');
    await content.getStory('a');
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
