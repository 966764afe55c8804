import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

describe('pageItems', () => {
  it('given seven pages or fewer, it shows them all', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('given a page near the start, it shows the first five and the last', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
  });

  it('given a page in the middle, it shows its neighbours between two ellipses', () => {
    expect(pageItems(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
  });

  it('given a page near the end, it shows the first and the last five', () => {
    expect(pageItems(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('always shows seven items once there are more than seven pages', () => {
    for (let current = 1; current <= 30; current += 1) {
      expect(pageItems(current, 30)).toHaveLength(7);
    }
  });

  it('given a current page out of range, it clamps it', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(1, 0)).toEqual([]);
  });
});
