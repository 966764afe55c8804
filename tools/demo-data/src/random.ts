/**
 * A small seeded pseudo-random source (mulberry32), so the demo catalogue comes out
 * identical on every call and every machine. Only integer operations feed the state;
 * the one division (by 2^32) is exact, so results never depend on the platform.
 */
export type Rng = {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen in proportion to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct elements, in the order they were drawn. */
  sample<T>(items: readonly T[], count: number): T[];
};

/** FNV-1a: a stable 32-bit hash, used to derive a seed from a name. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Creates a generator from a numeric seed or a name.
 * @example createRng('products:/all/clothing/jackets').int(1, 6)
 */
export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;

  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }

  function pick<T>(items: readonly T[]): T {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }

  function weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new Error('weighted() needs a non-empty list');
    return last[0];
  }

  function sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const drawn: T[] = [];
    while (drawn.length < count && pool.length > 0) {
      const [item] = pool.splice(int(0, pool.length - 1), 1);
      if (item !== undefined) drawn.push(item);
    }
    return drawn;
  }

  return { next, int, chance: (p) => next() < p, pick, weighted, sample };
}
