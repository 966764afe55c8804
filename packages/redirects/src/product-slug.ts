/**
 * Product pages live at `/{slug}`: brand, optional gender word, product name, a six-digit
 * code and an optional three-digit colour/variant suffix (seed 001, section 2.2).
 */
const PRODUCT_SLUG = /^\/([a-z0-9]+(?:-[a-z0-9]+)*?)-(\d{6})(?:-(\d{3}))?\/?$/i;

export type ProductSlug = {
  /** Brand, gender and name words, with old `men-s`/`women-s` read as `mens`/`womens`. */
  words: string[];
  code: string;
  suffix?: string;
};

/** Reads a single-segment product path, or returns undefined for anything else. */
export function parseProductSlug(path: string): ProductSlug | undefined {
  const m = PRODUCT_SLUG.exec(path);
  if (!m) return undefined;
  const words = (m[1] ?? '')
    .toLowerCase()
    .replace(/\b(wo)?men-s\b/g, '$1mens')
    .split('-');
  return m[3] === undefined
    ? { words, code: m[2] ?? '' }
    : { words, code: m[2] ?? '', suffix: m[3] };
}

const GENDER = new Set([
  'mens',
  'womens',
  'men',
  'women',
  'kids',
  'unisex',
  'junior',
  'boys',
  'girls',
]);

/**
 * True when two product slugs plausibly name the same or a successor product: the same code,
 * or at least one name word in common once the shared brand prefix and gender are set aside.
 */
export function productsRelated(a: ProductSlug, b: ProductSlug): boolean {
  if (a.code === b.code) return true;
  let shared = 0;
  while (
    shared < a.words.length &&
    shared < b.words.length &&
    a.words[shared] === b.words[shared]
  ) {
    shared++;
  }
  const nameA = nameWords(a.words.slice(shared));
  const nameB = nameWords(b.words.slice(shared));
  if (nameA.size === 0 && nameB.size === 0) return true;
  for (const word of nameA) if (nameB.has(word)) return true;
  return false;
}

function nameWords(words: string[]): Set<string> {
  // Very short words ("x", "2") and gender words say nothing about which product it is.
  return new Set(words.filter((w) => w.length >= 3 && !GENDER.has(w) && !/^\d+$/.test(w)));
}
