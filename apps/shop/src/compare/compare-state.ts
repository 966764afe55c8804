import { atom } from 'jotai';

/** At most this many products side by side: more would not fit a phone or a mind. */
export const compareLimit = 4;

const storageKey = 'cairn.compare';

/** The browser's localStorage; none on the server or where the browser refuses it. */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A stored list of skus; nothing stored, or anything else, is an empty list. */
export function parseStoredSkus(stored: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) && value.every((sku) => typeof sku === 'string') ? value : [];
  } catch {
    return [];
  }
}

/**
 * The list as this tab knows it: empty until a component using it mounts, then what is stored,
 * following what other tabs store. jotai's `atomWithStorage` does the same, but brings its
 * storage adapters into every page's entry (0.4 KB brotli, issue 33) for this one list.
 */
const storedSkusAtom = atom<string[]>([]);
storedSkusAtom.onMount = (setSkus) => {
  setSkus(parseStoredSkus(browserStorage()?.getItem(storageKey)));
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key === storageKey && event.storageArea === browserStorage())
      setSkus(parseStoredSkus(event.newValue));
  };
  window.addEventListener('storage', followOtherTabs);
  return () => window.removeEventListener('storage', followOtherTabs);
};

/**
 * The product skus chosen for comparison, kept in localStorage so the list survives reloads.
 * The atom holds the stored list as soon as any component using it mounts, which may be before
 * another boundary hydrates: components read it through `useCompareSkus` (use-compare-skus.ts),
 * which gives every hydrating render the server's empty list.
 */
export const compareSkusAtom = atom(
  (get) => get(storedSkusAtom),
  (_get, set, skus: string[]) => {
    set(storedSkusAtom, skus);
    try {
      browserStorage()?.setItem(storageKey, JSON.stringify(skus));
    } catch {
      // A full or refused storage keeps the list for this visit rather than break the button.
    }
  },
);

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
