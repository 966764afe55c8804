import { describe, expect, it } from 'vitest';
import { listingHref, toggleFilter, withPage, withSort } from './listing-changes.ts';
import { listingRequest, parseListingSearch } from './listing-search.ts';

describe('listing state in the URL', () => {
  it('reads filters, sort and page from plain search params', () => {
    const state = parseListingSearch({
      brand: 'northwall,fellcraft',
      size: '10',
      sort: 'price-asc',
      page: '2',
    });
    expect(state).toEqual({
      page: 2,
      sort: 'price-asc',
      filters: { brand: 'northwall,fellcraft', size: '10' },
    });
    expect(listingRequest(state)).toEqual({
      page: 2,
      sort: 'price-asc',
      filters: { brand: ['northwall', 'fellcraft'], size: ['10'] },
    });
  });

  it('drops what it cannot use: bad pages and sorts, preview keys, odd names, empty values', () => {
    expect(
      parseListingSearch({
        page: '-3',
        sort: 'cheapest',
        _storyblok: '1',
        'Bad Name': 'x',
        Capital: 'x',
        colour: ',,',
      }),
    ).toEqual({ filters: {} });
  });

  it('keeps attribute filters named in camel case, as the catalogue names them', () => {
    expect(parseListingSearch({ walkMode: 'Yes', 'back-system': 'Mesh' })).toEqual({
      filters: { walkMode: 'Yes', 'back-system': 'Mesh' },
    });
  });

  it('toggles a filter value on and off, back to page one', () => {
    const start = parseListingSearch({ brand: 'northwall', page: '3', sort: 'newest' });
    const added = toggleFilter(start, 'brand', 'fellcraft');
    expect(added).toEqual({ sort: 'newest', filters: { brand: 'northwall,fellcraft' } });
    expect(toggleFilter(toggleFilter(added, 'brand', 'northwall'), 'brand', 'fellcraft')).toEqual({
      sort: 'newest',
      filters: {},
    });
  });

  it('reads a state already grouped as it reads the URL, so validating it again changes nothing', () => {
    const state = parseListingSearch({ size: 'M', brand: 'b,a,,b', sort: 'newest', page: '3' });
    expect(parseListingSearch(state)).toEqual(state);
    expect(
      parseListingSearch({ filters: { size: ' M ', Bad: 'x', brand: ['b', 'a'] }, page: 1 }),
    ).toEqual({ filters: { brand: 'b,a', size: 'M' } });
  });

  it("takes a grouped state's filters over flat params beside it (the router's search has both)", () => {
    expect(
      parseListingSearch({ brand: 'a', size: 'M', utm_source: 'x', filters: { size: 'L' } }),
    ).toEqual({ filters: { size: 'L' } });
  });

  it('has sort and page as keys at their defaults, so they cover the URL params they replace', () => {
    const state = parseListingSearch({ sort: 'recommended', page: '1' });
    expect(Object.keys(state)).toEqual(['filters', 'sort', 'page']);
    expect({ sort: 'recommended', page: '1', ...state }).toEqual({ filters: {} });
  });

  it('leaves defaults out of links', () => {
    expect(listingHref('/all', withSort({ filters: { size: 'M' }, page: 4 }, 'recommended'))).toBe(
      '/all?size=M',
    );
    expect(listingHref('/all', withPage({ filters: {}, sort: 'newest' }, 1))).toBe(
      '/all?sort=newest',
    );
  });

  it('writes a grouped state as the flat URL: filters by name, then sort, then page', () => {
    const state = parseListingSearch({ page: '2', size: 'M', sort: 'price-asc', brand: 'a,b' });
    expect(listingHref('/all/clothing', state)).toBe(
      '/all/clothing?brand=a%2Cb&size=M&sort=price-asc&page=2',
    );
  });

  it('writes the address of a state, keeping extra params and landing on an anchor', () => {
    const state = parseListingSearch({ colour: 'Glacier Blue', sort: 'newest' });
    expect(listingHref('/brands/fellcraft', withPage(state, 2), { anchor: 'brand-products' })).toBe(
      '/brands/fellcraft?colour=Glacier+Blue&sort=newest&page=2#brand-products',
    );
    expect(listingHref('/search', withPage(state, 1), { extra: { q: 'tent' } })).toBe(
      '/search?q=tent&colour=Glacier+Blue&sort=newest',
    );
    expect(listingHref('/all/clothing', { filters: {} })).toBe('/all/clothing');
  });
});
