import type { Rng } from '../random.ts';

/** The discounts a sale price can take, in per cent. */
export const DISCOUNT_PERCENTS = [10, 15, 20, 25, 30, 40, 50] as const;

// Whole-number division; keeps every price calculation in integers.
function divide(dividend: number, divisor: number): number {
  return (dividend - (dividend % divisor)) / divisor;
}

/**
 * A shelf price in pence within a range of whole pounds: rounded to £5, and under £60
 * sometimes a 99p price (£24.99), as UK outdoor shops price.
 */
export function listPrice(rng: Rng, [min, max]: readonly [number, number]): number {
  const pounds = Math.max(5, divide(rng.int(min, max) + 2, 5) * 5);
  return pounds < 60 && rng.chance(0.5) ? pounds * 100 - 1 : pounds * 100;
}

/**
 * The sale price after taking `percent` off, rounded down to whole pounds.
 * Always at least £1 and always below `beforeMinor`.
 * @example discountedPrice(18500, 20) // 14800
 */
export function discountedPrice(beforeMinor: number, percent: number): number {
  const pounds = divide(beforeMinor * (100 - percent), 10000);
  const price = Math.max(100, pounds * 100);
  return price < beforeMinor ? price : beforeMinor - 1;
}

/** A bundle's price: the sum of its parts less 15%, rounded down to whole pounds. */
export function bundlePrice(partsMinor: number): number {
  return discountedPrice(partsMinor, 15);
}
