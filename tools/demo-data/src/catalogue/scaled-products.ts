import { createRng, type Rng } from '../random.ts';
import { type BrandWithFocus, HOUSE_BRAND_SLUG } from './brands.ts';
import { BUNDLE_COUNT, FIRST_BUNDLE_CODE, generateBundles } from './bundles.ts';
import { colourAt, EVERYDAY_COLOURS } from './colours.ts';
import { GIFT_CARD_VALUES, generateGiftCards } from './gift-cards.ts';
import {
  AUDIENCES,
  brandsFor,
  createdAt,
  FIRST_CODE,
  GIFT_PRICE_LIMIT_MINOR,
  imagePlan,
  modelGender,
  modelName,
  pickAttributes,
  rating,
} from './line-products.ts';
import { DISCOUNT_PERCENTS, discountedPrice, listPrice } from './pricing.ts';
import { productCategoryUris } from './product-categories.ts';
import { productCopy } from './product-copy.ts';
import { PRODUCT_LINES, type ProductLine } from './product-lines.ts';
import { hasProductStory, storyFor } from './product-stories.ts';
import { assembleProduct, type DemoGender, type DemoProduct } from './products.ts';
import { sizeRun } from './sizes.ts';

/**
 * The largest catalogue made. Styles take every second or third six-digit code from
 * FIRST_CODE up to the bundles' range, room for 387,000 styles, and styles average more
 * than two colourways.
 */
export const MAX_SCALED_PRODUCTS = 500_000;

/** Codes advance by this much per style, plus 0 or 1, the same at every catalogue size. */
const CODE_STEP = 2;

/** Catalogues this small are everyday products only; from here on they have bundles and gift cards. */
const EXTRAS_FROM = 1000;

/** Bundles are made from the first products, so they are the same at every size. */
const BUNDLE_POOL = 5000;

/**
 * Words a range adds to tell its styles apart ("Torridon Gore-Tex Jacket Pro"); empty
 * entries keep many names plain, as real ranges are.
 */
const QUALIFIERS = ['', '', '', '', 'Pro', 'Lite', 'II', 'Evo', 'Plus', 'Tech', 'Active', 'Trek'];

let modelsSoFar = 0;
const CUMULATIVE_MODELS = PRODUCT_LINES.map((line) => {
  modelsSoFar += line.models;
  return modelsSoFar;
});

// A line in proportion to its share of the demo catalogue's models (binary search).
function weightedLine(rng: Rng): ProductLine {
  const total = CUMULATIVE_MODELS.at(-1) ?? 0;
  const roll = rng.int(0, total - 1);
  let low = 0;
  let high = CUMULATIVE_MODELS.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((CUMULATIVE_MODELS[middle] ?? 0) > roll) high = middle;
    else low = middle + 1;
  }
  const line = PRODUCT_LINES[low];
  if (!line) throw new Error(`No product line at ${low}`);
  return line;
}

// Every line once per gender of its audience first, so a small catalogue still fills every
// listing (and every bundle finds its parts); then lines and genders by their weights.
function* models(rng: Rng): Generator<{ line: ProductLine; gender: DemoGender }> {
  for (const line of PRODUCT_LINES) {
    for (let model = 0; model < AUDIENCES[line.audience].length; model++) {
      yield { line, gender: modelGender(rng, line.audience, model) };
    }
  }
  for (;;) {
    const line = weightedLine(rng);
    yield { line, gender: rng.weighted(AUDIENCES[line.audience]) };
  }
}

// Two or three colourways where the line allows it, as a mid-size retailer stocks them.
function pickColours(rng: Rng, line: ProductLine): number[] {
  const palette = line.palette ?? EVERYDAY_COLOURS;
  const [min, max] = line.colours;
  const count = Math.min(palette.length, Math.max(min, Math.min(max, rng.int(2, 3))));
  const colours = rng.sample(palette, count);
  if (!line.palette && !colours.includes(0) && rng.chance(0.45)) colours[0] = 0;
  return colours.sort((a, b) => a - b);
}

function memo<Value>(make: (key: string) => Value): (key: string) => Value {
  const values = new Map<string, Value>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = make(key);
      values.set(key, value);
    }
    return value;
  };
}

/**
 * The everyday products of a catalogue of any size: deterministic, each product made as it
 * is asked for, so a caller can stream millions without holding them. A longer catalogue
 * starts with the products of a shorter one.
 */
function* everydayProducts(
  brands: readonly BrandWithFocus[],
  count: number,
): Generator<DemoProduct> {
  const rng = createRng('scaled-catalogue');
  // Shared per line, gender and listing facts rather than rebuilt for every product.
  const makersOf = memo((key) => {
    const [index, gender] = key.split('|') as [string, DemoGender];
    const line = PRODUCT_LINES[Number(index)] as ProductLine;
    return brandsFor(line, brands, gender);
  });
  const sizesOf = memo((key) => {
    const [kind, gender] = key.split('|') as [ProductLine['sizes'], DemoGender];
    return sizeRun(kind, gender);
  });
  const lineIndex = new Map(PRODUCT_LINES.map((line, index) => [line, index]));
  const listingsOf = memo((key) => {
    const [index, gender, discounted, newIn, giftable] = key.split('|');
    const line = PRODUCT_LINES[Number(index)] as ProductLine;
    return productCategoryUris({
      home: line.home,
      activities: line.activities ?? [],
      gender: gender as DemoGender,
      discounted: discounted === '1',
      newIn: newIn === '1',
      giftable: giftable === '1',
    });
  });
  // The few stories go to the first style of each storied name (all its colourways).
  const storyCodes = new Map<string, string>();

  let made = 0;
  let model = 0;
  for (const { line, gender } of models(rng)) {
    const index = lineIndex.get(line) ?? 0;
    const brand = rng.pick(makersOf(`${index}|${gender}`));
    const base = modelName(rng, line, gender);
    const qualifier = rng.pick(QUALIFIERS);
    const name = qualifier ? `${base.name} ${qualifier}` : base.name;
    const newIn = rng.chance(0.1);
    const codeNumber = FIRST_CODE + model * CODE_STEP + rng.int(0, 1);
    if (codeNumber >= FIRST_BUNDLE_CODE) throw new Error('Out of six-digit product codes');
    const code = String(codeNumber);
    model++;
    const priceMinor = listPrice(rng, base.priceGbp);
    const attributes = pickAttributes(rng, line);
    const created = createdAt(rng, newIn);
    const stars = rating(rng);
    const use = rng.pick(line.uses);
    const features = rng.sample(line.features, 2);
    const images = imagePlan(rng, line);
    const sizes = sizesOf(`${line.sizes}|${gender}`);
    const sizeSoldOut = sizes.length > 1 ? 0.12 : 0.04;
    const storied = hasProductStory(name);

    for (const colourIndex of pickColours(rng, line)) {
      if (made === count) return;
      const discounted = !newIn && rng.chance(0.2);
      const soldOut = rng.chance(0.03);
      const price = discounted
        ? discountedPrice(priceMinor, rng.pick(DISCOUNT_PERCENTS))
        : priceMinor;
      const giftable = line.gift === true && price <= GIFT_PRICE_LIMIT_MINOR;
      const flags = `${discounted ? 1 : 0}|${newIn ? 1 : 0}|${giftable ? 1 : 0}`;
      made++;
      const product = assembleProduct({
        id: made,
        code,
        colourIndex,
        name,
        brand,
        gender,
        categoryUris: [...listingsOf(`${index}|${gender}|${flags}`)],
        priceMinor: price,
        priceBeforeDiscountMinor: priceMinor,
        copy: productCopy({
          name,
          brandName: brand.name,
          gender,
          colourName: colourAt(colourIndex).name,
          use,
          features,
          attributes,
        }),
        bundleInfo: null,
        stock: sizes.map((size) => ({
          size,
          stock: soldOut || rng.chance(sizeSoldOut) ? 0 : rng.int(1, 40),
        })),
        imageCount: images.count,
        modelImageCount: images.modelCount,
        attributes: { ...attributes },
        createdAt: created,
        rating: { ...stars },
      });
      const storyCode = storyCodes.get(name);
      if (storied && (storyCode === undefined || storyCode === code)) {
        product.story = storyFor(product);
        if (product.story) storyCodes.set(name, code);
      }
      yield product;
    }
  }
}

/**
 * Every product of a demo catalogue of `count` products, one at a time: everyday products,
 * then (from 1,000 products) the bundles and gift cards, ids 1 to `count`.
 * @example for (const product of scaledProducts(brandsWithFocus(), 50_000)) feed.write(product);
 */
export function* scaledProducts(
  brands: readonly BrandWithFocus[],
  count: number,
): Generator<DemoProduct> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_SCALED_PRODUCTS) {
    throw new RangeError(`products must be a whole number from 1 to ${MAX_SCALED_PRODUCTS}`);
  }
  const house = brands.find((brand) => brand.slug === HOUSE_BRAND_SLUG);
  if (!house) throw new Error(`The house brand '${HOUSE_BRAND_SLUG}' is missing`);
  const extras = count >= EXTRAS_FROM;
  const everyday = extras ? count - BUNDLE_COUNT - GIFT_CARD_VALUES.length : count;

  const pool: DemoProduct[] = [];
  for (const product of everydayProducts(brands, everyday)) {
    if (extras && pool.length < BUNDLE_POOL) pool.push(product);
    yield product;
  }
  if (!extras) return;
  yield* generateBundles(pool, house, everyday + 1);
  yield* generateGiftCards(house, everyday + BUNDLE_COUNT + 1);
}
