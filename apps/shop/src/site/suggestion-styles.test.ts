import type { Product } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import { suggestionStyles } from './suggestion-styles.ts';

const product = (code: string, suffix: string, colour: string): Product =>
  ({
    sku: `${code}-${suffix}`,
    code,
    suffix,
    uri: `/p-${code}-${suffix}`,
    colour: { name: colour, hex: '#123456' },
  }) as Product;

describe('suggestionStyles', () => {
  it('makes one suggestion per style, with the colours of its colourways', () => {
    const styles = suggestionStyles([
      product('104211', '923', 'Teal'),
      product('104211', '900', 'Black'),
      product('200300', '901', 'Navy'),
      product('104211', '913', 'Tarn Blue'),
    ]);
    expect(styles.map((style) => style.product.sku)).toEqual(['104211-923', '200300-901']);
    expect(styles[0]?.colours.map((colour) => colour.name)).toEqual(['Teal', 'Black', 'Tarn Blue']);
  });
  it('keeps the ranked order of the first colourway of each style', () => {
    const styles = suggestionStyles([product('2', '900', 'Black'), product('1', '900', 'Black')]);
    expect(styles.map((style) => style.product.code)).toEqual(['2', '1']);
  });
});
