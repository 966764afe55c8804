import type { Story } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import { brandListingState, listedBrandOf } from './brand-listing.ts';
import { parseListingSearch } from './listing-search.ts';

const story = (content: Record<string, unknown>): Story => ({
  name: 'Fellcraft',
  uuid: 'u',
  full_slug: 'brands/fellcraft',
  content: { _uid: 'c', component: 'page', ...content },
  published_at: null,
  first_published_at: null,
  created_at: '2026-01-05T09:00:00.000Z',
});

describe('brand listings of stories', () => {
  it('lists the brand a brand page names', () => {
    expect(listedBrandOf(story({ brand_slug: 'fellcraft' }))).toBe('fellcraft');
  });

  it('lists nothing on brand sub-pages, other pages or a malformed brand', () => {
    expect(listedBrandOf(story({ brand_slug: 'fellcraft', sub_page: 'mens' }))).toBeNull();
    expect(listedBrandOf(story({}))).toBeNull();
    expect(listedBrandOf(story({ brand_slug: '' }))).toBeNull();
    expect(listedBrandOf(story({ brand_slug: 'Fell Craft' }))).toBeNull();
    expect(listedBrandOf(story({ brand_slug: ['fellcraft'] }))).toBeNull();
  });

  it('drops a brand filter from the address and keeps the rest', () => {
    const state = parseListingSearch({ brand: 'northwall', size: 'M', sort: 'newest', page: '2' });
    expect(brandListingState(state)).toEqual({ page: 2, sort: 'newest', filters: { size: 'M' } });
    const unbranded = parseListingSearch({ size: 'M' });
    expect(brandListingState(unbranded)).toBe(unbranded);
  });
});
