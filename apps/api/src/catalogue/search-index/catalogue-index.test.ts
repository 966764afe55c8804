import { demoCatalogueProducts, generateDemoCatalogue } from '@cairn/demo-data';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSearchText } from '../../catalogue-import/catalogue-sync.ts';
import { searchTerms } from '../search-text.ts';
import { type CatalogueIndex, CatalogueIndexBuilder } from './catalogue-index.ts';

/** The demo generator's first `count` products in an index, as the shop's loader builds it. */
function demoIndex(count: number): { index: CatalogueIndex; texts: string[] } {
  const base = generateDemoCatalogue();
  const categoryNames = new Map(base.categories.map((category) => [category.uri, category.name]));
  const brandNames = new Map(base.brands.map((brand) => [brand.slug, brand.name]));
  const builder = new CatalogueIndexBuilder(base.brands);
  const texts: string[] = [];
  for (const product of demoCatalogueProducts({ products: count })) {
    const searchText = productSearchText(
      {
        name: product.name,
        brand: product.brandSlug,
        colour: product.colour,
        gender: product.gender,
        categories: product.categoryUris,
      },
      brandNames,
      categoryNames,
    );
    texts.push(searchText);
    builder.add({
      id: product.id,
      brandSlug: product.brandSlug,
      gender: product.gender,
      colourName: product.colour.name,
      priceMinor: product.priceMinor,
      priceBeforeDiscountMinor: product.priceBeforeDiscountMinor,
      ratingAverage: Math.fround(product.rating.average),
      ratingCount: product.rating.count,
      createdAtMicros: Date.parse(product.createdAt) * 1000,
      attributes: product.attributes,
      searchText,
      categoryUris: product.categoryUris,
      variants: product.variants.map((variant, position) => ({
        sku: variant.sku,
        size: variant.size,
        inStock: variant.stock > 0,
        position,
      })),
    });
  }
  return { index: builder.build(base.categories), texts };
}

describe('CatalogueIndex.searchTop (predictive search)', () => {
  let index: CatalogueIndex;
  let words: string[];
  beforeAll(() => {
    const built = demoIndex(4000);
    index = built.index;
    words = [...new Set(built.texts.flatMap((text) => text.split(/\s+/)))].filter(Boolean).sort();
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
