import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** At most this many products side by side: more would not fit a phone or a mind. */
export const compareLimit = 4;

/**
 * The product skus chosen for comparison, kept in localStorage so the list survives reloads.
 * Read after hydration (jotai's storage atoms start from the initial value on the first
 * render), so server and first client render agree.
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
