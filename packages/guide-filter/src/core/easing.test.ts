import { describe, expect, it } from 'vitest';
import { powerTwoEaseOut } from './easing.ts';

describe('powerTwoEaseOut', () => {
  it('is GSAP power2.out: 1 - (1 - t)^3', () => {
    expect(powerTwoEaseOut(0)).toBe(0);
    expect(powerTwoEaseOut(0.5)).toBe(0.875);
    expect(powerTwoEaseOut(0.25)).toBeCloseTo(1 - 0.75 ** 3, 12);
    expect(powerTwoEaseOut(1)).toBe(1);
  });

  it('clamps t outside 0..1', () => {
    expect(powerTwoEaseOut(-1)).toBe(0);
    expect(powerTwoEaseOut(2)).toBe(1);
  });

  it('rises monotonically', () => {
    let last = -1;
    for (let t = 0; t <= 1; t += 0.05) {
      const v = powerTwoEaseOut(t);
      expect(v).toBeGreaterThan(last);
      last = v;
    }
  });
});
