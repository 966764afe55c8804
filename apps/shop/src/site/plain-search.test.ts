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
});
