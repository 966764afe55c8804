import { describe, expect, it } from 'vitest';
import { parsePlainSearch, stringifyPlainSearch } from './plain-search.ts';

describe('plain search params', () => {
  it('reads every value as a string and joins repeated keys with commas', () => {
    expect(parsePlainSearch('?size=10&brand=a&brand=b&page=2')).toEqual({
      size: '10',
      brand: 'a,b',
      page: '2',
    });
  });

  it('writes plain params, leaving out empty values', () => {
    expect(stringifyPlainSearch({ brand: 'a,b', page: 2, sort: undefined, q: '' })).toBe(
      '?brand=a%2Cb&page=2',
    );
    expect(stringifyPlainSearch({})).toBe('');
  });

  it("writes a route's grouped params flat, where the group stands", () => {
    expect(
      stringifyPlainSearch({
        q: 'tent',
        filters: { brand: 'a,b', size: 'M' },
        sort: 'price-asc',
        page: 2,
      }),
    ).toBe('?q=tent&brand=a%2Cb&size=M&sort=price-asc&page=2');
    expect(stringifyPlainSearch({ filters: {}, sort: undefined, page: undefined })).toBe('');
  });

  it("lets a grouped param written again take the URL's own param's place", () => {
    // The router's search: the URL's params, with the validated ones laid over them.
    expect(
      stringifyPlainSearch({
        size: 'M',
        brand: 'a,,b',
        utm_source: 'x',
        filters: { brand: 'a,b', size: 'M' },
      }),
    ).toBe('?size=M&brand=a%2Cb&utm_source=x');
  });
});
