/**
 * One colourway per style (colourways share the six-digit `code`), leaving out the styles whose
 * sku is in `taken` (a bag's products, `code-suffix`): a row of cards never shows the parka
 * already in the bag, or the same parka twice in two colours.
 */
export function onePerStyle<T extends { code: string; sku: string }>(
  products: T[] | undefined,
  taken: string[] = [],
): T[] | undefined {
  if (!products) return undefined;
  const seen = new Set<string>();
  return products.filter((product) => {
    const style = product.code || product.sku;
    if (
      seen.has(style) ||
      taken.some((sku) => sku === product.sku || sku.startsWith(`${style}-`))
    ) {
      return false;
    }
    seen.add(style);
    return true;
  });
}
