import { describe, expect, it } from 'vitest';
import { isStorySlug } from './story-slug.ts';

describe('isStorySlug', () => {
  it.each(['home', 'guides/ski-buying-guide', 'articles/', 'information/delivery_returns', '404'])(
    'takes %s',
    (slug) => expect(isStorySlug(slug)).toBe(true),
  );

  it.each(['', '/home', 'Guides/x', 'guides/x.html', 'a b', '-home', 'guides/~x', 'ümlaut'])(
    'refuses %j: no story can have it',
    (slug) => expect(isStorySlug(slug)).toBe(false),
  );
});
