import { describe, expect, it } from 'vitest';
import { anchorEntriesFromBlocks, isGuideContent, sectionIdsByUid, slugify } from './entries';

const blocks = [
  { _uid: 'u-hero', component: 'single-hero' },
  { _uid: 'u-1', component: 'accordion', title: 'Fit & sizing' },
  { _uid: 'u-2', component: 'video', title: '   ' },
  { _uid: 'u-3', component: 'promos', title: 'Waterproofing' },
  { _uid: 'u-4', component: 'promos', title: 'Fit & Sizing' },
  { _uid: 'u-5', component: 'carousel', title: 'Après-ski' },
  { _uid: 'u-6', component: 'carousel', title: '★★★' },
];

describe('anchorEntriesFromBlocks', () => {
  it('given blocks, makes one entry per titled block, in page order', () => {
    expect(anchorEntriesFromBlocks(blocks)).toEqual([
      { id: 'fit-sizing', title: 'Fit & sizing' },
      { id: 'waterproofing', title: 'Waterproofing' },
      { id: 'fit-sizing-2', title: 'Fit & Sizing' },
      { id: 'apres-ski', title: 'Après-ski' },
      { id: 'section-u-6', title: '★★★' },
    ]);
  });

  it('when used outside a guide, puts All (id all) first', () => {
    const entries = anchorEntriesFromBlocks(blocks, { includeAll: true });
    expect(entries[0]).toEqual({ id: 'all', title: 'All' });
    expect(entries.slice(1)).toEqual(anchorEntriesFromBlocks(blocks));
  });

  it('gives the same ids every time, and never a reserved one', () => {
    const reserved = [
      { _uid: 'a', component: 'x', title: 'All' },
      { _uid: 'b', component: 'x', title: 'Sticky filter' },
      { _uid: 'c', component: 'x', title: 'Hero section' },
    ];
    const ids = anchorEntriesFromBlocks(reserved).map((entry) => entry.id);
    expect(ids).toEqual(['all-2', 'sticky-filter-2', 'hero-section-2']);
    expect(anchorEntriesFromBlocks(reserved)).toEqual(anchorEntriesFromBlocks(reserved));
  });

  it('accepts missing blocks', () => {
    expect(anchorEntriesFromBlocks(undefined)).toEqual([]);
    expect(anchorEntriesFromBlocks(null, { includeAll: true, allTitle: 'Everything' })).toEqual([
      { id: 'all', title: 'Everything' },
    ]);
  });
});

describe('sectionIdsByUid', () => {
  it('gives each titled block the id of its entry', () => {
    const ids = sectionIdsByUid(blocks);
    expect(ids.get('u-1')).toBe('fit-sizing');
    expect(ids.get('u-4')).toBe('fit-sizing-2');
    expect(ids.has('u-hero')).toBe(false);
    expect(ids.has('u-2')).toBe(false);
  });
});

describe('isGuideContent / slugify', () => {
  it('recognises guide content', () => {
    expect(isGuideContent({ component: 'guide' })).toBe(true);
    expect(isGuideContent({ component: 'page' })).toBe(false);
    expect(isGuideContent(undefined)).toBe(false);
  });

  it('slugs titles to plain ASCII', () => {
    expect(slugify('  Down vs. Synthetic — Which? ')).toBe('down-vs-synthetic-which');
  });
});
