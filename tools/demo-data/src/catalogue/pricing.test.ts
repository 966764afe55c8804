import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { bundlePrice, DISCOUNT_PERCENTS, discountedPrice, listPrice } from './pricing.ts';

describe('listPrice', () => {
  it('gives integer pence within the range, ending in 00 or 99', () => {
    const rng = createRng('prices');
    for (let i = 0; i < 500; i++) {
      const price = listPrice(rng, [12, 450]);
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(999);
      expect(price).toBeLessThanOrEqual(45000);
      expect([0, 99]).toContain(price % 100);
    }
  });
});

describe('discountedPrice', () => {
  it('takes the percentage off and rounds down to whole pounds', () => {
    expect(discountedPrice(18500, 20)).toBe(14800);
    expect(discountedPrice(2499, 10)).toBe(2200);
  });

  it('is always an integer below the price before discount', () => {
    for (const before of [600, 999, 1200, 4999, 85000]) {
      for (const percent of DISCOUNT_PERCENTS) {
        const price = discountedPrice(before, percent);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeLessThan(before);
        expect(price).toBeGreaterThan(0);
      }
    }
  });
});

describe('bundlePrice', () => {
  it('saves 15% on the parts', () => {
    expect(bundlePrice(100000)).toBe(85000);
  });
});
