/**
 * Product pages live at `/{slug}`: brand, optional gender word, product name, a six-digit
 * code and an optional three-digit colour/variant suffix (for example `moraine-mens-nevis-gore-tex-jacket-104211-923`).
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
 * or at least one name word in common once brand and gender are set aside. `brands` (known
 * brand slugs, longest first) lets a brand of several words be recognised; without them the
 * first word is taken as the brand.
 */
export function productsRelated(a: ProductSlug, b: ProductSlug, brands: readonly string[] = []) {
  if (a.code === b.code) return true;
  const nameA = nameWords(a, brands);
  const nameB = nameWords(b, brands);
  if (nameA.size === 0 && nameB.size === 0) return true;
  for (const word of nameA) if (nameB.has(word)) return true;
  return false;
}

function nameWords(product: ProductSlug, brands: readonly string[]): Set<string> {
  const slug = product.words.join('-');
  const brand = brands.find((b) => slug === b || slug.startsWith(`${b}-`));
  const name = product.words.slice(brand ? brand.split('-').length : 1);
  // Very short words ("x", "2") and gender words say nothing about which product it is.
  return new Set(name.filter((w) => w.length >= 3 && !GENDER.has(w) && !/^\d+$/.test(w)));
}
