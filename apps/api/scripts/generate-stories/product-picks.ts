import type { DemoCatalogue, DemoGender, DemoProduct } from '@cairn/demo-data';

const KIDS: DemoGender[] = ['boys', 'girls', 'kids unisex'];

export type PickOptions = {
  /** Only products listed in this category (a `categoryUris` entry). */
  categoryUri?: string;
  brandSlug?: string;
  genders?: DemoGender[];
  /** Leave out children's products. */
  adults?: boolean;
  /** Only products whose name matches. */
  name?: RegExp;
  /** Skip products already shown elsewhere on the page. */
  exclude?: string[];
  limit: number;
};

/**
 * Chooses products for a page deterministically: one colourway per model, then brands in
 * turn, so a grid of four is not four colours of one jacket from one brand.
 */
export function pickProducts(catalogue: DemoCatalogue, options: PickOptions): DemoProduct[] {
  const excluded = new Set(options.exclude ?? []);
  const seenCodes = new Set<string>();
  const byBrand = new Map<string, DemoProduct[]>();
  for (const product of catalogue.products) {
    if (options.categoryUri && !product.categoryUris.includes(options.categoryUri)) continue;
    if (options.brandSlug && product.brandSlug !== options.brandSlug) continue;
    if (options.genders && !options.genders.includes(product.gender)) continue;
    if (options.adults && KIDS.includes(product.gender)) continue;
    if (options.name && !options.name.test(product.name)) continue;
    if (excluded.has(product.sku) || seenCodes.has(product.code)) continue;
    seenCodes.add(product.code);
    const list = byBrand.get(product.brandSlug) ?? [];
    list.push(product);
    byBrand.set(product.brandSlug, list);
  }
  const queues = [...byBrand.values()];
  const picked: DemoProduct[] = [];
  for (let round = 0; picked.length < options.limit; round++) {
    const inRound = queues.flatMap((queue) => {
      const product = queue[round];
      return product ? [product] : [];
    });
    if (inRound.length === 0) break;
    picked.push(...inRound.slice(0, options.limit - picked.length));
  }
  return picked;
}

/** The SKUs of `pickProducts`. */
export function pickSkus(catalogue: DemoCatalogue, options: PickOptions): string[] {
  return pickProducts(catalogue, options).map((product) => product.sku);
}
