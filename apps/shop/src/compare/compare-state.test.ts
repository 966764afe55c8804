// @vitest-environment jsdom
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import {
  compareLimit,
  compareSkusAtom,
  parseStoredSkus,
  toggleCompareAtom,
} from './compare-state.ts';

describe('the compare list', () => {
  it('adds and removes a product', () => {
    const store = createStore();
    store.set(toggleCompareAtom, 'a');
    store.set(toggleCompareAtom, 'b');
    store.set(toggleCompareAtom, 'a');
    expect(store.get(compareSkusAtom)).toEqual(['b']);
  });

  it('keeps the latest choices when more than the limit are added', () => {
    const store = createStore();
    for (const sku of ['a', 'b', 'c', 'd', 'e']) store.set(toggleCompareAtom, sku);
    expect(store.get(compareSkusAtom)).toEqual(['b', 'c', 'd', 'e']);
    expect(store.get(compareSkusAtom)).toHaveLength(compareLimit);
  });
});

describe('the stored compare list', () => {
  it('reads a stored list of skus', () => {
    expect(parseStoredSkus('["a","b"]')).toEqual(['a', 'b']);
  });

  it('reads nothing stored, broken JSON or anything but a list of skus as an empty list', () => {
    for (const stored of [null, undefined, '', '{', '{"a":1}', '[1,2]', '"a"'])
      expect(parseStoredSkus(stored)).toEqual([]);
  });

  it('writes the list to localStorage, and keeps it for the visit when storage refuses', () => {
    const store = createStore();
    store.set(toggleCompareAtom, 'a');
    expect(parseStoredSkus(localStorage.getItem('cairn.compare'))).toEqual(['a']);
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      store.set(toggleCompareAtom, 'b');
      expect(store.get(compareSkusAtom)).toEqual(['a', 'b']);
    } finally {
      refuse.mockRestore();
    }
  });
});
