import { describe, expect, it } from 'vitest';
import { formatPrice, gbp } from './format-price.ts';

describe('formatPrice', () => {
  it('writes pounds with two decimals and grouped thousands', () => {
    expect(formatPrice(1234.5)).toBe('£1,234.50');
    expect(formatPrice(0)).toBe('£0.00');
    expect(formatPrice(0.05)).toBe('£0.05');
    expect(formatPrice(1_000_000)).toBe('£1,000,000.00');
  });

  it('rounds away float noise instead of showing it', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('£0.30');
    expect(formatPrice(19.999)).toBe('£20.00');
  });

  it('puts the sign before the currency', () => {
    expect(formatPrice(-12.5)).toBe('-£12.50');
    expect(formatPrice(-0.001)).toBe('£0.00');
  });

  it('follows the backend format: suffix, separators and digits', () => {
    const euro = {
      prefix: '',
      suffix: ' €',
      decimalDigits: 2,
      thousandsSeparator: '.',
      decimalSeparator: ',',
    };
    expect(formatPrice(1234.5, euro)).toBe('1.234,50 €');
    expect(formatPrice(1234.5, { ...gbp, decimalDigits: 0 })).toBe('£1,235');
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatPrice(Number.NaN)).toThrow('Cannot format NaN as a price');
  });
});
