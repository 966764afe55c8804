import { describe, expect, it } from 'vitest';
import { createRouteSuggester, editDistance } from './suggest.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('articlees', 'articles')).toBe(1);
    expect(editDistance('tamwroth', 'tamworth')).toBe(1);
    expect(editDistance('appoints', 'appointments')).toBe(4);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('gives up past the limit', () => {
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3);
  });
});

describe('createRouteSuggester', () => {
  const suggest = createRouteSuggester([
    '/articles',
    '/articles/ski-holiday-competition',
    '/appointments',
    '/appointments/tamworth',
    '/appointments/aviemore',
    '/stores/tamworth',
  ]);

  it('finds the route a typo in any segment most likely meant', () => {
    expect(suggest('/articlees/ski-holiday-competition')).toBe('/articles/ski-holiday-competition');
    expect(suggest('/appointments/tamwoth')).toBe('/appointments/tamworth');
    expect(suggest('/appoints')).toBe('/appointments');
    expect(suggest('/Appoints/Tamworth/')).toBe('/appointments/tamworth');
  });

  it('suggests nothing for a path that is nothing like a known route', () => {
    expect(suggest('/basket/checkout')).toBeUndefined();
    expect(suggest('/articles')).toBeUndefined();
  });
});
