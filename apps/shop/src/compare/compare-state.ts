import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** At most this many products side by side: more would not fit a phone or a mind. */
export const compareLimit = 4;

/**
 * The product skus chosen for comparison, kept in localStorage so the list survives reloads.
 * The atom holds the stored list as soon as any component using it mounts, which may be before
 * another boundary hydrates: components read it through `useCompareSkus` (use-compare-skus.ts),
 * which gives every hydrating render the server's empty list.
 */
export const compareSkusAtom = atomWithStorage<string[]>('cairn.compare', []);

/** Adds or removes a sku; adding beyond the limit drops the oldest choice. */
export const toggleCompareAtom = atom(null, (get, set, sku: string) => {
  const current = get(compareSkusAtom);
  set(
    compareSkusAtom,
    current.includes(sku)
      ? current.filter((entry) => entry !== sku)
      : [...current, sku].slice(-compareLimit),
  );
});
