import { describe, expect, it } from 'vitest';
import { blockTypes } from './block-types.ts';
import type { Block, Story } from './types.ts';

const tab = (uid: string, body: Block[]): Block => ({ _uid: uid, component: 'tab', body });
const story: Story = {
  name: 'Guide',
  full_slug: 'guides/x',
  uuid: 'u',
  published_at: null,
  first_published_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  content: {
    _uid: 'root',
    component: 'guide',
    body: [
      { _uid: 'a', component: 'single-hero' },
      {
        _uid: 'b',
        component: 'tabbed-section',
        tabs: [tab('t1', [{ _uid: 'c', component: 'accordion' }])],
      },
      { _uid: 'd', component: 'single-hero' },
    ],
  },
};

describe('blockTypes', () => {
  it('given a story, lists every block name once, nested ones included, in order of appearance', () => {
    expect(blockTypes(story)).toEqual([
      'guide',
      'single-hero',
      'tabbed-section',
      'tab',
      'accordion',
    ]);
  });

  it('given a block or a list of blocks, lists theirs', () => {
    expect(blockTypes({ _uid: 'x', component: 'promos' })).toEqual(['promos']);
    expect(blockTypes(story.content.body ?? [])).toEqual([
      'single-hero',
      'tabbed-section',
      'tab',
      'accordion',
    ]);
  });

  it('given nothing, lists nothing', () => {
    expect(blockTypes(null)).toEqual([]);
    expect(blockTypes(undefined)).toEqual([]);
  });
});
