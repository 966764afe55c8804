import type { DemoBrand } from './brands.ts';
import { colourAt, colourSuffix, type DemoColour } from './colours.ts';
import type { DemoGender } from './gender.ts';
import type { ProductCopy } from './product-copy.ts';
import type { DemoProductStory } from './product-stories.ts';
import { sizeToken } from './sizes.ts';
import { kebab } from './slug.ts';

export type { DemoGender } from './gender.ts';

/** One buyable size of a product. */
export type DemoVariant = {
  sku: string;
  size: string;
  stock: number;
};

/** A product photo; the two-digit number at the end of the filename sets `order`. */
export type DemoImage = {
  filename: string;
  modelImage: boolean;
  studioImage: boolean;
  order: number;
};

/** A bundle line: a variant sku (fixed), or a product sku with sizes to choose from (flexible). */
export type DemoBundleItem = {
  sku: string;
  quantity: number;
  choices?: string[];
};

export type DemoBundleInfo = {
  type: 'fixed' | 'flexible';
  items: DemoBundleItem[];
};

/** One colourway of a product: its own page, slug and sku. */
export type DemoProduct = {
  id: number;
  /** Six digits, shared by every colourway of the product. */
  code: string;
  /** Three digits naming the colourway: 900 + its palette index. */
  suffix: string;
  slug: string;
  sku: string;
  name: string;
  brandSlug: string;
  brandName: string;
  gender: DemoGender;
  /** Home category first, then its ancestors, then every other listing. */
  categoryUris: string[];
  /** Integer pence, GBP including VAT. */
  priceMinor: number;
  /** Equal to `priceMinor` unless discounted. */
  priceBeforeDiscountMinor: number;
  colour: DemoColour;
  description: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  bundleInfo: DemoBundleInfo | null;
  variants: DemoVariant[];
  images: DemoImage[];
  attributes: Record<string, string>;
  createdAt: string;
  rating: { average: number; count: number };
  /** Editorial blocks for the product page; a few products have one (`product-stories.ts`). */
  story: DemoProductStory | null;
};

/** The product page path: '/' + slug. */
export function productUri(product: Pick<DemoProduct, 'slug'>): string {
  return `/${product.slug}`;
}

/**
 * The other colourways of a product: products sharing its six-digit code, by suffix.
 * @example otherColourways(products, jacket).map(productUri)
 */
export function otherColourways(
  products: readonly DemoProduct[],
  product: Pick<DemoProduct, 'code' | 'suffix'>,
): DemoProduct[] {
  return products
    .filter((other) => other.code === product.code && other.suffix !== product.suffix)
    .sort((a, b) => Number(a.suffix) - Number(b.suffix));
}

/**
 * The single-segment product slug (requirements R-REDIRECT-16):
 * `{brand}-{mens|womens, for male and female}-{name}-{code}-{suffix}`.
 * @example productSlug('northwall', 'male', 'Torridon Gore-Tex Jacket', '104211', '900')
 * // 'northwall-mens-torridon-gore-tex-jacket-104211-900'
 */
export function productSlug(
  brandSlug: string,
  gender: DemoGender,
  name: string,
  code: string,
  suffix: string,
): string {
  const genderWord = gender === 'male' ? 'mens' : gender === 'female' ? 'womens' : '';
  return [brandSlug, genderWord, kebab(name), code, suffix].filter(Boolean).join('-');
}

/**
 * Image set of a product: `{slug}-01.jpg` is the studio thumbnail, then `modelCount`
 * model shots, then studio detail shots, `count` images in all.
 */
export function productImages(slug: string, count: number, modelCount: number): DemoImage[] {
  return Array.from({ length: count }, (_, i) => {
    const order = i + 1;
    const isModel = order > 1 && order <= modelCount + 1;
    return {
      filename: `${slug}-${String(order).padStart(2, '0')}.jpg`,
      modelImage: isModel,
      studioImage: !isModel,
      order,
    };
  });
}

/** Everything the generators decide about a product; `assembleProduct` derives the rest. */
export type ProductDraft = {
  id: number;
  code: string;
  colourIndex: number;
  name: string;
  brand: Pick<DemoBrand, 'slug' | 'name'>;
  gender: DemoGender;
  categoryUris: string[];
  priceMinor: number;
  priceBeforeDiscountMinor: number;
  copy: ProductCopy;
  bundleInfo: DemoBundleInfo | null;
  stock: readonly { size: string; stock: number }[];
  imageCount: number;
  modelImageCount: number;
  attributes: Record<string, string>;
  createdAt: string;
  rating: { average: number; count: number };
};

/** Builds a product from its draft: suffix, slug, skus, variants and images. */
export function assembleProduct(draft: ProductDraft): DemoProduct {
  const suffix = colourSuffix(draft.colourIndex);
  const slug = productSlug(draft.brand.slug, draft.gender, draft.name, draft.code, suffix);
  const sku = `${draft.code}-${suffix}`;
  return {
    id: draft.id,
    code: draft.code,
    suffix,
    slug,
    sku,
    name: draft.name,
    brandSlug: draft.brand.slug,
    brandName: draft.brand.name,
    gender: draft.gender,
    categoryUris: draft.categoryUris,
    priceMinor: draft.priceMinor,
    priceBeforeDiscountMinor: draft.priceBeforeDiscountMinor,
    colour: colourAt(draft.colourIndex),
    ...draft.copy,
    bundleInfo: draft.bundleInfo,
    variants: draft.stock.map(({ size, stock }) => ({
      sku: `${sku}-${sizeToken(size)}`,
      size,
      stock,
    })),
    images: productImages(slug, draft.imageCount, draft.modelImageCount),
    attributes: draft.attributes,
    createdAt: draft.createdAt,
    rating: draft.rating,
    story: null,
  };
}
