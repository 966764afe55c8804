import type { Product } from '@cairn/commerce-client';

export type SuggestedStyle = {
  /** The first colourway the search ranked: its link, name and picture stand for the style. */
  product: Product;
  /** Every colourway of the style among the suggestions, in ranked order. */
  colours: Product['colour'][];
};

/**
 * Search suggestions one per style: colourways share the six-digit `code`, and four colours
 * of one jacket are one suggestion with four swatches, not four rows of the same jacket.
 */
export function suggestionStyles(products: Product[]): SuggestedStyle[] {
  const byCode = new Map<string, SuggestedStyle>();
  for (const product of products) {
    const key = product.code || product.sku;
    const style = byCode.get(key);
    if (!style) byCode.set(key, { product, colours: [product.colour] });
    else if (!style.colours.some((colour) => colour.name === product.colour.name)) {
      style.colours.push(product.colour);
    }
  }
  return [...byCode.values()];
}
