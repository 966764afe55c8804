import { describe, expect, it } from 'vitest';
import { parseProductSlug, productsRelated } from './product-slug.ts';

describe('parseProductSlug', () => {
  it('reads brand, gender and name words, the six-digit code and the optional suffix', () => {
    expect(parseProductSlug('/northwall-men-s-torridon-gore-tex-jacket-104211')).toEqual({
      words: ['northwall', 'mens', 'torridon', 'gore', 'tex', 'jacket'],
      code: '104211',
    });
    expect(parseProductSlug('/haar-womens-etive-shell-jacket-104418-900')).toMatchObject({
      code: '104418',
      suffix: '900',
    });
  });

  it('ignores paths that are not single-segment product slugs', () => {
    expect(parseProductSlug('/brands/northwall')).toBeUndefined();
    expect(parseProductSlug('/jackets/northwall/104211')).toBeUndefined();
    expect(parseProductSlug('/northwall-jacket-1042')).toBeUndefined();
  });
});

describe('productsRelated', () => {
  const slug = (path: string) => parseProductSlug(path) ?? { words: [], code: '' };

  it('relates the same code, or names sharing a word beyond brand and gender', () => {
    expect(productsRelated(slug('/rab-a-111111'), slug('/rab-b-111111-900'))).toBe(true);
    expect(
      productsRelated(slug('/rab-mens-alpine-jacket-111111'), slug('/rab-mens-alpine-down-222222')),
    ).toBe(true);
  });

  it('sets a brand of several words aside when told the brands', () => {
    const a = slug('/the-north-face-summit-jacket-111111');
    const b = slug('/the-north-face-alpine-fleece-222222');
    expect(productsRelated(a, b)).toBe(true);
    expect(productsRelated(a, b, ['the-north-face'])).toBe(false);
  });

  it('does not relate different codes whose names share nothing', () => {
    expect(
      productsRelated(
        slug('/rab-mens-alpine-jacket-111111'),
        slug('/rab-mens-neutrino-sleeping-bag-222222'),
      ),
    ).toBe(false);
  });
});
