import type { WishlistItem } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import { isSaved } from './use-wishlist.ts';

const item = (id: number) => ({ product: { id }, addedToBag: false }) as unknown as WishlistItem;

describe('isSaved', () => {
  it('finds a product on the list by id', () => {
    expect(isSaved([item(1), item(7)], 7)).toBe(true);
    expect(isSaved([item(1)], 7)).toBe(false);
  });

  it('says no for a guest (no list) and while loading', () => {
    expect(isSaved(null, 7)).toBe(false);
    expect(isSaved(undefined, 7)).toBe(false);
  });
});
