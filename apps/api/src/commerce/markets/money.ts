/**
 * Integer money arithmetic. Amounts are minor units (pence, cents); every division states its
 * rounding. Only the API's `*AsNumber` fields turn minor units into decimals.
 */

/** `numerator / denominator` rounded half up, for non-negative whole numbers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new RangeError(`Money arithmetic needs a non-negative whole number, got ${numerator}`);
  }
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Money arithmetic needs a positive whole divisor, got ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Splits `amount` over `weights` in proportion, whole units only, the parts summing exactly to
 * `amount` (largest remainder first; ties go to the earlier weight).
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const parts = weights.map((weight) => Math.floor((amount * weight) / total));
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (amount * weight) % total,
  }));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** Minor units as a decimal number, for `*AsNumber` output fields (all currencies here have 2). */
export function asNumber(minor: number): number {
  return minor / 100;
}
