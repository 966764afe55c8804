import { describe, expect, it } from 'vitest';
import { createRng, hashString } from './random.ts';

describe('createRng', () => {
  it('given the same seed, produces the same sequence', () => {
    const a = createRng('cairn');
    const b = createRng('cairn');
    const draws = (rng: typeof a) => Array.from({ length: 20 }, () => rng.next());
    expect(draws(a)).toEqual(draws(b));
  });

  it('given a known seed, produces a known first value on every machine', () => {
    expect(createRng(1).next()).toBe(0.6270739405881613);
  });

  it('given different seeds, produces different sequences', () => {
    expect(createRng('a').next()).not.toBe(createRng('b').next());
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const rng = createRng(42);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const value = rng.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('samples distinct elements and never more than exist', () => {
    const rng = createRng(7);
    const drawn = rng.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(drawn).size).toBe(3);
    expect(rng.sample(['a', 'b'], 5)).toHaveLength(2);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng(1).pick([])).toThrow();
  });
});

describe('hashString', () => {
  it('is a stable unsigned 32-bit hash', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('cairn')).toBe(hashString('cairn'));
    expect(hashString('cairn')).toBeGreaterThanOrEqual(0);
  });
});
