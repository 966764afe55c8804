import { createRng, type Rng } from '../random.ts';
import type { DemoBrand } from './brands.ts';
import { MULTI } from './colours.ts';
import { DEMO_CATALOGUE_DATE } from './line-products.ts';
import { bundlePrice } from './pricing.ts';
import { productCategoryUris } from './product-categories.ts';
import { productCopy } from './product-copy.ts';
import {
  assembleProduct,
  type DemoBundleItem,
  type DemoGender,
  type DemoProduct,
  type DemoVariant,
} from './products.ts';

type BundlePart = {
  home: string;
  quantity: number;
  /** Which products of the home qualify; defaults to any. */
  gender?: DemoGender;
};

type BundleDef = {
  name: string;
  type: 'fixed' | 'flexible';
  home: string;
  gender: DemoGender;
  activities: readonly string[];
  use: string;
  parts: readonly BundlePart[];
};

const SKI = '/all/equipment/ski-equipment';
const CAMPING = '/all/equipment/camping-equipment';
const CLIMBING = '/all/equipment/climbing-equipment';

/** Fixed bundles sell exact variants; flexible ones let the shopper pick each size. */
const BUNDLES: readonly BundleDef[] = [
  {
    name: 'Ski Starter Package',
    type: 'fixed',
    home: `${SKI}/skis`,
    gender: 'unisex',
    activities: ['/all/skiing'],
    use: 'your first season on your own skis',
    parts: [
      { home: `${SKI}/skis`, quantity: 1, gender: 'male' },
      { home: `${SKI}/ski-bindings`, quantity: 1 },
      { home: `${SKI}/ski-poles`, quantity: 1, gender: 'unisex' },
    ],
  },
  {
    name: 'Wild Camping Kit',
    type: 'fixed',
    home: `${CAMPING}/tents`,
    gender: 'none',
    activities: ['/all/hiking'],
    use: 'nights out in the hills',
    parts: [
      { home: `${CAMPING}/tents`, quantity: 1 },
      { home: `${CAMPING}/sleeping-bags`, quantity: 1 },
      { home: `${CAMPING}/camping-mats`, quantity: 1 },
    ],
  },
  {
    name: 'Camp Kitchen Set',
    type: 'fixed',
    home: `${CAMPING}/cooking-equipment`,
    gender: 'none',
    activities: [],
    use: 'cooking and eating at camp',
    parts: [
      { home: `${CAMPING}/cooking-equipment`, quantity: 1 },
      { home: `${CAMPING}/furniture/chairs`, quantity: 2 },
      { home: `${CAMPING}/furniture/tables`, quantity: 1 },
    ],
  },
  {
    name: 'Navigation Essentials Bundle',
    type: 'fixed',
    home: '/all/equipment/equipment-accessories/maps-navigation-guides',
    gender: 'none',
    activities: ['/all/hiking'],
    use: 'finding your way in any weather',
    parts: [
      { home: '/all/equipment/equipment-accessories/maps-navigation-guides', quantity: 1 },
      { home: '/all/equipment/equipment-accessories/head-torches', quantity: 1 },
      { home: '/all/equipment/equipment-accessories/books', quantity: 1 },
    ],
  },
  {
    name: 'Ski Helmet & Goggles Set',
    type: 'flexible',
    home: `${SKI}/ski-helmets`,
    gender: 'unisex',
    activities: ['/all/skiing'],
    use: 'protecting your head and eyes on the slopes',
    parts: [
      { home: `${SKI}/ski-helmets`, quantity: 1, gender: 'unisex' },
      { home: `${SKI}/ski-goggles`, quantity: 1, gender: 'unisex' },
    ],
  },
  {
    name: 'Ski Boot & Sock Bundle',
    type: 'flexible',
    home: `${SKI}/ski-boots`,
    gender: 'female',
    activities: ['/all/skiing'],
    use: 'warm, comfortable feet all day',
    parts: [
      { home: `${SKI}/ski-boots`, quantity: 1, gender: 'female' },
      { home: '/all/clothing/accessories/socks', quantity: 2 },
    ],
  },
  {
    name: 'Three-Layer System',
    type: 'flexible',
    home: '/all/clothing/jackets',
    gender: 'male',
    activities: ['/all/hiking/hiking-clothing'],
    use: 'staying warm and dry in changeable weather',
    parts: [
      { home: '/all/clothing/base-layers', quantity: 1, gender: 'male' },
      { home: '/all/clothing/mid-layers-fleece', quantity: 1, gender: 'male' },
      { home: '/all/clothing/jackets', quantity: 1, gender: 'male' },
    ],
  },
  {
    name: 'Climbing Starter Pack',
    type: 'flexible',
    home: '/all/footwear/climbing-shoes',
    gender: 'unisex',
    activities: ['/all/climbing'],
    use: 'your first sessions at the wall',
    parts: [
      { home: '/all/footwear/climbing-shoes', quantity: 1, gender: 'unisex' },
      { home: `${CLIMBING}/harnesses`, quantity: 1, gender: 'unisex' },
      { home: `${CLIMBING}/climbing-accessories`, quantity: 1 },
    ],
  },
];

/** Bundle codes sit in their own range, clear of everyday products. */
export const FIRST_BUNDLE_CODE = 880101;

/** How many bundles a catalogue sells. */
export const BUNDLE_COUNT = BUNDLES.length;

type ChosenPart = {
  product: DemoProduct;
  item: DemoBundleItem;
  stock: number;
};

function inStock(product: DemoProduct): DemoVariant[] {
  return product.variants.filter((variant) => variant.stock > 0);
}

function choosePart(rng: Rng, def: BundleDef, part: BundlePart, products: readonly DemoProduct[]) {
  const candidates = products.filter(
    (product) =>
      product.categoryUris[0] === part.home &&
      (!part.gender || product.gender === part.gender) &&
      inStock(product).length > 0,
  );
  if (candidates.length === 0) throw new Error(`No product for ${def.name}: ${part.home}`);
  const product = rng.pick(candidates);
  const variants = inStock(product);
  if (def.type === 'fixed') {
    const variant = variants[Math.floor((variants.length - 1) / 2)] ?? rng.pick(variants);
    return {
      product,
      item: { sku: variant.sku, quantity: part.quantity },
      stock: Math.floor(variant.stock / part.quantity),
    };
  }
  const stock = variants.reduce((sum, variant) => sum + variant.stock, 0);
  return {
    product,
    item: { sku: product.sku, quantity: part.quantity, choices: variants.map((v) => v.sku) },
    stock: Math.floor(stock / part.quantity),
  } satisfies ChosenPart;
}

/**
 * Generates the fixed and flexible bundles, sold under the house brand, from products
 * that are in stock. Ids continue from `firstId`.
 */
export function generateBundles(
  products: readonly DemoProduct[],
  house: Pick<DemoBrand, 'slug' | 'name'>,
  firstId: number,
): DemoProduct[] {
  return BUNDLES.map((def, index) => {
    const rng = createRng(`bundle:${def.name}`);
    const parts = def.parts.map((part) => choosePart(rng, def, part, products));
    const partsMinor = parts.reduce(
      (sum, { product, item }) => sum + product.priceMinor * item.quantity,
      0,
    );
    const price = bundlePrice(partsMinor);
    const contents = parts.map(({ product, item }) =>
      item.quantity > 1 ? `${item.quantity} x ${product.name}` : product.name,
    );
    return assembleProduct({
      id: firstId + index,
      code: String(FIRST_BUNDLE_CODE + index * 7),
      colourIndex: MULTI,
      name: def.name,
      brand: house,
      gender: def.gender,
      categoryUris: productCategoryUris({
        home: def.home,
        activities: def.activities,
        gender: def.gender,
        discounted: false,
        newIn: false,
        giftable: false,
      }),
      priceMinor: price,
      priceBeforeDiscountMinor: price,
      copy: productCopy({
        name: def.name,
        brandName: house.name,
        gender: def.gender,
        colourName: 'assorted colours',
        use: def.use,
        features: [
          `Contains ${contents.join(', ')}`,
          def.type === 'flexible'
            ? 'Choose the size of each item when you add it to your bag'
            : 'Everything arrives together, ready to go',
        ],
        attributes: {},
      }),
      bundleInfo: { type: def.type, items: parts.map(({ item }) => item) },
      stock: [{ size: 'One Size', stock: Math.min(40, ...parts.map(({ stock }) => stock)) }],
      imageCount: 3,
      modelImageCount: 0,
      attributes: { bundle: def.type === 'fixed' ? 'Fixed' : 'Choose your sizes' },
      createdAt: DEMO_CATALOGUE_DATE,
      rating: { average: 0, count: 0 },
    });
  });
}
