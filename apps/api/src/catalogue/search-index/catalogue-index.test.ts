import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchTerms } from '../search-text.ts';
import { demoCatalogueIndex } from '../testing/demo-catalogue-index.ts';
import type { CatalogueIndex } from './catalogue-index.ts';

describe('CatalogueIndex.searchTop (predictive search)', () => {
  let index: CatalogueIndex;
  let words: string[];
  beforeAll(() => {
    const built = demoCatalogueIndex(4000);
    index = built.index;
    words = [...new Set(built.searchTexts.flatMap((text) => text.split(/\s+/)))]
      .filter(Boolean)
      .sort();
  });

  const firstPage = (terms: string[], limit: number) =>
    index.list(
      { searchTerms: terms, filters: new Map(), sort: 'recommended', page: 1, pageSize: limit },
      { facets: false },
    ).productIds;

  it('answers the first page of the search, as typed: every prefix of the catalogue’s words', () => {
    for (const word of words) {
      for (let end = 1; end <= Math.min(word.length, 8); end += 1) {
        const terms = searchTerms(word.slice(0, end));
        if (terms.length === 0) continue;
        expect(index.searchTop(terms, 5), word.slice(0, end)).toEqual(firstPage(terms, 5));
      }
    }
  });

  it('answers the first page for typos, several words and longer pages', () => {
    const term = fc.oneof(
      fc.constantFrom(...words).map((word) => word.slice(0, 2 + (word.length % 7))),
      // A letter dropped, doubled or swapped: the typos the trigram similarity forgives.
      fc
        .tuple(fc.constantFrom(...words), fc.nat(), fc.constantFrom('drop', 'double', 'swap'))
        .map(([word, at, typo]) => {
          const i = at % word.length;
          if (typo === 'drop') return word.slice(0, i) + word.slice(i + 1);
          if (typo === 'double') return word.slice(0, i) + (word[i] ?? '') + word.slice(i);
          return word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
        }),
      fc.stringMatching(/^[a-z]{1,6}$/),
    );
    fc.assert(
      fc.property(
        fc.array(term, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(1, 5, 24),
        (typed, limit) => {
          const terms = searchTerms(typed.join(' '));
          if (terms.length === 0) return;
          expect(index.searchTop(terms, limit)).toEqual(firstPage(terms, limit));
        },
      ),
      { numRuns: 600, seed: 16 },
    );
  });
});
