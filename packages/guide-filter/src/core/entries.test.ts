import { describe, expect, it } from 'vitest';
import { ALL_ENTRY_ID, isGuideContent, withAllEntry } from './entries.ts';

const entries = [
  { id: 'fit-and-sizing', title: 'Fit & sizing' },
  { id: 'waterproofing', title: 'Waterproofing' },
];

describe('withAllEntry', () => {
  it('when used outside a guide, puts All (id all) first and keeps the entries as given', () => {
    expect(withAllEntry(entries)).toEqual([{ id: ALL_ENTRY_ID, title: 'All' }, ...entries]);
  });

  it('takes the label of the All entry', () => {
    expect(withAllEntry([], 'Everything')).toEqual([{ id: 'all', title: 'Everything' }]);
  });

  it('never adds a second All entry, and never changes its input', () => {
    const once = withAllEntry(entries);
    expect(withAllEntry(once)).toEqual(once);
    expect(entries).toHaveLength(2);
  });
});

describe('isGuideContent', () => {
  it('recognises guide content', () => {
    expect(isGuideContent({ component: 'guide' })).toBe(true);
    expect(isGuideContent({ component: 'page' })).toBe(false);
    expect(isGuideContent(undefined)).toBe(false);
  });
});
