import { createRng, type Rng } from '../random.ts';
import type { BrandWithFocus } from './brands.ts';
import { colourAt, EVERYDAY_COLOURS } from './colours.ts';
import { DISCOUNT_PERCENTS, discountedPrice, listPrice } from './pricing.ts';
import { productCategoryUris } from './product-categories.ts';
import { productCopy } from './product-copy.ts';
import { type Audience, HILL_NAMES, PRODUCT_LINES, type ProductLine } from './product-lines.ts';
import { assembleProduct, type DemoGender, type DemoProduct } from './products.ts';
import { sizeRun } from './sizes.ts';

/** The catalogue's "today": creation dates count back from here, so they never drift. */
export const DEMO_CATALOGUE_DATE = '2026-03-01T09:00:00.000Z';

/** Products created within this many days of `DEMO_CATALOGUE_DATE` are listed as new in. */
export const NEW_IN_DAYS = 42;

/** The first six-digit code; later codes climb from here in irregular steps. */
export const FIRST_CODE = 104211;

/** Gift listings only take the cheaper products of a giftable line. */
export const GIFT_PRICE_LIMIT_MINOR = 15000;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const AUDIENCES: Record<Audience, readonly (readonly [DemoGender, number])[]> = {
  apparel: [
    ['male', 1],
    ['female', 1],
  ],
  'apparel-kids': [
    ['male', 40],
    ['female', 40],
    ['boys', 6],
    ['girls', 6],
    ['kids unisex', 8],
  ],
  unisex: [['unisex', 1]],
  'unisex-kids': [
    ['unisex', 4],
    ['kids unisex', 1],
  ],
  mixed: [
    ['unisex', 2],
    ['male', 1],
    ['female', 1],
  ],
  none: [['none', 1]],
};

const KIDS: readonly DemoGender[] = ['boys', 'girls', 'kids unisex'];

// A brand with a women's page but no men's page only makes women's and genderless kit.
function womensOnly(brand: BrandWithFocus): boolean {
  return brand.subPages.includes('womens') && !brand.subPages.includes('mens');
}

/** Brands that make the line; for children's models, those with a kids' range if any. */
export function brandsFor(
  line: ProductLine,
  brands: readonly BrandWithFocus[],
  gender: DemoGender,
) {
  const makers = brands.filter(
    (brand) =>
      brand.focus.includes(line.focus) &&
      (gender === 'female' || gender === 'none' || !womensOnly(brand)),
  );
  if (makers.length === 0) throw new Error(`No brand makes ${line.focus} (${line.home})`);
  const kidsMakers = makers.filter((brand) => brand.focus.includes('kids'));
  return KIDS.includes(gender) && kidsMakers.length > 0 ? kidsMakers : makers;
}

/**
 * The first models of a line take each of its genders once, so every gendered listing
 * the line feeds has products; the rest follow the audience's weights.
 */
export function modelGender(rng: Rng, audience: Audience, model: number): DemoGender {
  const options = AUDIENCES[audience];
  return options[model]?.[0] ?? rng.weighted(options);
}

type ModelName = {
  name: string;
  priceGbp: readonly [number, number];
};

// Children's versions cost a little over half as much.
function kidsPrice([min, max]: readonly [number, number]): readonly [number, number] {
  return [Math.max(5, Math.floor((min * 55) / 100)), Math.floor((max * 60) / 100)];
}

export function modelName(rng: Rng, line: ProductLine, gender: DemoGender): ModelName {
  const noun = rng.pick(line.nouns);
  const [word, min, max] = typeof noun === 'string' ? [noun, ...line.priceGbp] : noun;
  const number = line.numbers ? rng.pick(line.numbers) : '';
  const product = word.replace('#', number).trim();
  const prefixes = line.prefixes ?? HILL_NAMES;
  const kids = KIDS.includes(gender);
  const name = `${prefixes.length === 0 ? '' : `${rng.pick(prefixes)} `}${kids ? 'Kids ' : ''}${product}`;
  return { name, priceGbp: kids ? kidsPrice([min, max]) : [min, max] };
}

function uniqueName(rng: Rng, line: ProductLine, gender: DemoGender, taken: Set<string>) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const model = modelName(rng, line, gender);
    if (!taken.has(model.name)) return model;
  }
  // Small lines can run out of combinations; number the repeats.
  const model = modelName(rng, line, gender);
  let n = 2;
  while (taken.has(`${model.name} ${n}`)) n++;
  return { ...model, name: `${model.name} ${n}` };
}

export function pickAttributes(rng: Rng, line: ProductLine): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, values] of Object.entries(line.attributes)) attributes[key] = rng.pick(values);
  return attributes;
}

function pickColours(rng: Rng, line: ProductLine): number[] {
  const palette = line.palette ?? EVERYDAY_COLOURS;
  const count = rng.int(line.colours[0], line.colours[1]);
  const colours = rng.sample(palette, count);
  // Most ranges come in black; keep it as the first colourway often.
  if (!line.palette && !colours.includes(0) && rng.chance(0.45)) colours[0] = 0;
  return colours.sort((a, b) => a - b);
}

const CATALOGUE_TIME = Date.parse(DEMO_CATALOGUE_DATE);

// A few thousand distinct times: a big catalogue shares their strings instead of formatting each.
const createdAtText = new Map<number, string>();

export function createdAt(rng: Rng, newIn: boolean): string {
  const days = newIn ? rng.int(0, NEW_IN_DAYS - 1) : rng.int(NEW_IN_DAYS, 720);
  const time = CATALOGUE_TIME - days * DAY_MS - rng.int(0, 8) * HOUR_MS;
  let text = createdAtText.get(time);
  if (text === undefined) {
    text = new Date(time).toISOString();
    createdAtText.set(time, text);
  }
  return text;
}

export function rating(rng: Rng) {
  if (rng.chance(0.15)) return { average: 0, count: 0 };
  return { average: rng.int(35, 50) / 10, count: rng.int(1, 240) };
}

export function imagePlan(rng: Rng, line: ProductLine) {
  const count = rng.int(3, 5);
  const worn = line.sizes === 'apparel' || line.sizes === 'gloves' || line.audience !== 'none';
  const modelCount = worn ? rng.int(1, count - 2) : rng.chance(0.3) ? 1 : 0;
  return { count, modelCount };
}

/**
 * Generates the everyday products of every product line. Each line draws from its own
 * seeded generator, so changing one line leaves the others' products as they were.
 */
export function generateLineProducts(brands: readonly BrandWithFocus[]): DemoProduct[] {
  const products: DemoProduct[] = [];
  const codeRng = createRng('codes');
  const takenNames = new Map<string, Set<string>>();
  let code = FIRST_CODE;

  for (const line of PRODUCT_LINES) {
    const rng = createRng(`line:${line.home}:${line.nouns[0] ?? ''}`);
    for (let model = 0; model < line.models; model++) {
      const gender = modelGender(rng, line.audience, model);
      const brand = rng.pick(brandsFor(line, brands, gender));
      const taken = takenNames.get(`${brand.slug}|${gender}`) ?? new Set<string>();
      takenNames.set(`${brand.slug}|${gender}`, taken);
      const { name, priceGbp } = uniqueName(rng, line, gender, taken);
      taken.add(name);

      const newIn = rng.chance(0.1);
      const modelFacts = {
        code: String(code),
        priceMinor: listPrice(rng, priceGbp),
        attributes: pickAttributes(rng, line),
        createdAt: createdAt(rng, newIn),
        rating: rating(rng),
        use: rng.pick(line.uses),
        features: rng.sample(line.features, 2),
        images: imagePlan(rng, line),
        sizes: sizeRun(line.sizes, gender),
      };
      code += codeRng.int(3, 211);
      // A single-size product sells out less often than one size in a run.
      const sizeSoldOut = modelFacts.sizes.length > 1 ? 0.12 : 0.04;

      for (const colourIndex of pickColours(rng, line)) {
        const discounted = !newIn && rng.chance(0.2);
        const soldOut = rng.chance(0.03);
        const price = discounted
          ? discountedPrice(modelFacts.priceMinor, rng.pick(DISCOUNT_PERCENTS))
          : modelFacts.priceMinor;
        const colourName = colourAt(colourIndex).name;
        products.push(
          assembleProduct({
            id: products.length + 1,
            code: modelFacts.code,
            colourIndex,
            name,
            brand,
            gender,
            categoryUris: productCategoryUris({
              home: line.home,
              activities: line.activities ?? [],
              gender,
              discounted,
              newIn,
              giftable: line.gift === true && price <= GIFT_PRICE_LIMIT_MINOR,
            }),
            priceMinor: price,
            priceBeforeDiscountMinor: modelFacts.priceMinor,
            copy: productCopy({
              name,
              brandName: brand.name,
              gender,
              colourName,
              use: modelFacts.use,
              features: modelFacts.features,
              attributes: modelFacts.attributes,
            }),
            bundleInfo: null,
            stock: modelFacts.sizes.map((size) => ({
              size,
              stock: soldOut || rng.chance(sizeSoldOut) ? 0 : rng.int(1, 40),
            })),
            imageCount: modelFacts.images.count,
            modelImageCount: modelFacts.images.modelCount,
            attributes: { ...modelFacts.attributes },
            createdAt: modelFacts.createdAt,
            rating: { ...modelFacts.rating },
          }),
        );
      }
    }
  }
  return products;
}
