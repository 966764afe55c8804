import type { z } from 'zod';
import type { FeedRecordInput } from '../feed-format.ts';
import {
  type CentraProduct,
  centraBrandSchema,
  centraCategorySchema,
  centraProductSchema,
} from './centra-wire.ts';

type BrandInput = Extract<FeedRecordInput, { type: 'brand' }>;
type CategoryInput = Extract<FeedRecordInput, { type: 'category' }>;
type ProductInput = Extract<FeedRecordInput, { type: 'product' }>;
type ImageInput = ProductInput['images'][number];
type BundleInput = NonNullable<ProductInput['bundleInfo']>;

/** What the shop already holds of the objects Centra sends: kept where Centra has no field. */
export type ExistingCatalogue = {
  products: Map<number, ExistingProduct>;
  categories: Map<string, { kind: string; metaTitle: string; metaDescription: string }>;
  brands: Map<string, { description: string; subPages: string[] }>;
};

export type ExistingProduct = {
  code: string;
  suffix: string;
  gender: string;
  colourHex: string;
  attributes: Record<string, string>;
  rating: { average: number; count: number };
  createdAt: string;
  story: ProductInput['story'];
  images: ImageInput[];
  bundleInfo: BundleInput | null;
  stockBySku: Map<string, number>;
};

export const emptyExisting = (): ExistingCatalogue => ({
  products: new Map(),
  categories: new Map(),
  brands: new Map(),
});

/**
 * A record as mapped: enumerations Centra fills from free text (a gender, a kind) stay strings
 * here, for the feed's validation (readFeed) to check like any feed line's.
 */
type MappedProduct = Omit<ProductInput, 'gender' | 'story'> & { gender: string; story: unknown };
type MappedCategory = Omit<CategoryInput, 'kind'> & { kind: string };

/** A Centra object as a feed record, or what is wrong with it (in Centra's field names). */
export type Mapped =
  | { ok: true; record: BrandInput | MappedCategory | MappedProduct }
  | { ok: false; problems: { field: string; message: string }[] };

/** The shop's one price list is pounds: a product priced in another currency is refused. */
const shopCurrency = 'GBP';
/** The swatch colour when neither Centra nor the shop has one: a neutral grey. */
const defaultHex = '#767676';

/** `/all/clothing` from Centra's `all/clothing` (full path, no leading slash). */
export function categoryUriFromCentra(uri: string): string {
  return `/${uri.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * Integer pence from Centra's `*AsNumber` pounds. Undefined for a price that is not a whole
 * number of pence (Centra rounds to the currency's decimals, so that is a broken answer).
 */
export function penceFromCentra(pounds: number): number | undefined {
  const pence = Math.round(pounds * 100);
  if (!Number.isFinite(pounds) || Math.abs(pounds * 100 - pence) > 1e-6 * Math.max(1, pence)) {
    return undefined;
  }
  return pence;
}

/**
 * An item's stock in units. Centra's default `"yes"`/`"no"` says only whether it can be
 * bought: `"no"` is 0; `"yes"` keeps the shop's count when it is above 0, else 1 (available,
 * how many unknown; Centra checks the real stock when the order is paid). Numbers are units.
 */
export function stockFromCentra(
  stock: string | number | undefined,
  existing: number | undefined,
): number {
  if (typeof stock === 'number') return stock;
  if (stock === 'no') return 0;
  if (stock === 'yes') return existing !== undefined && existing > 0 ? existing : 1;
  if (stock === undefined) return existing ?? 0;
  return Number(stock);
}

export function centraBrandToFeed(raw: unknown, existing: ExistingCatalogue): Mapped {
  const parsed = centraBrandSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: issuesOf(parsed.error) };
  const brand = parsed.data;
  const known = existing.brands.get(brand.uri);
  const record: BrandInput = {
    type: 'brand',
    slug: brand.uri,
    name: brand.name,
    description: brand.cairn?.description ?? known?.description ?? brand.metaDescription ?? '',
    subPages: brand.cairn?.subPages ?? known?.subPages ?? [],
  };
  return { ok: true, record };
}

/** `uriById`: every category of the same answer, for `inCategory`. */
export function centraCategoryToFeed(
  raw: unknown,
  uriById: Map<string, string>,
  existing: ExistingCatalogue,
): Mapped {
  const parsed = centraCategorySchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: issuesOf(parsed.error) };
  const category = parsed.data;
  const uri = categoryUriFromCentra(category.uri);
  const known = existing.categories.get(uri);
  const name = category.name.at(-1) ?? '';
  let parentUri: string | null = null;
  if (category.inCategory !== undefined) {
    const parent = uriById.get(String(category.inCategory));
    if (!parent) {
      return {
        ok: false,
        problems: [
          { field: 'inCategory', message: `no category ${category.inCategory} in Centra's answer` },
        ],
      };
    }
    parentUri = parent;
  }
  const record: MappedCategory = {
    type: 'category',
    uri,
    name,
    parentUri,
    // Centra has no kind of listing: the shop's, else an ordinary catalogue category.
    kind: category.cairn?.kind ?? known?.kind ?? 'catalogue',
    metaTitle: category.metaTitle ?? known?.metaTitle ?? name,
    metaDescription: category.metaDescription ?? known?.metaDescription ?? '',
  };
  return { ok: true, record };
}

export type ProductMappingContext = {
  existing: ExistingCatalogue;
  /** The sku of each product id Centra or the shop has (bundle sections name product ids). */
  skuByProductId: Map<string, string>;
  /** Known category uris (this answer's and the shop's), to place a product in its ancestors. */
  categoryUris: Set<string>;
  /** "First offered" for a product neither Centra nor the shop dates. */
  now: Date;
};

export function centraProductToFeed(raw: unknown, context: ProductMappingContext): Mapped {
  const parsed = centraProductSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: issuesOf(parsed.error) };
  const product = parsed.data;
  const problems: { field: string; message: string }[] = [];
  const id = Number(product.product);
  const known = context.existing.products.get(id);
  const cairn = product.cairn;

  const currency = /\b([A-Z]{3})\b/.exec(product.price ?? '')?.[1];
  if (currency && currency !== shopCurrency) {
    problems.push({
      field: 'price',
      message: `the shop sells in ${shopCurrency}; this pricelist is in ${currency} (choose the plugin's GBP market)`,
    });
  }
  const price = pricePence(product.priceAsNumber, 'priceAsNumber', problems);
  const before =
    product.priceBeforeDiscountAsNumber === null
      ? price
      : pricePence(product.priceBeforeDiscountAsNumber, 'priceBeforeDiscountAsNumber', problems);
  const bundleInfo = bundleFromCentra(product, known, context, problems);
  const images = imagesFromCentra(product, known, problems);
  if (problems.length > 0 || price === undefined || before === undefined) {
    return { ok: false, problems };
  }

  const record: MappedProduct = {
    type: 'product',
    id,
    code: cairn?.code ?? known?.code ?? product.productSku,
    suffix: cairn?.suffix ?? known?.suffix ?? suffixFromSku(product.sku, product.productSku),
    slug: product.uri,
    sku: product.sku,
    name: product.name,
    brand: product.brandUri,
    gender: cairn?.gender ?? known?.gender ?? 'none',
    priceMinor: price,
    priceBeforeDiscountMinor: before,
    colour: {
      name: product.variantName || product.swatch?.desc || '',
      hex: hexFromCentra(product.swatch?.hex) ?? known?.colourHex ?? defaultHex,
    },
    description: product.description,
    excerpt: product.excerpt,
    meta: { title: product.metaTitle, description: product.metaDescription },
    bundleInfo,
    images,
    attributes: cairn?.attributes ?? known?.attributes ?? {},
    rating: cairn?.rating ?? known?.rating ?? { average: 0, count: 0 },
    createdAt: cairn?.createdAt ?? known?.createdAt ?? context.now.toISOString(),
    story: cairn && 'story' in cairn ? (cairn.story ?? null) : (known?.story ?? null),
    categories: placementsFromCentra(product, context.categoryUris),
    variants: product.items.map((item) => ({
      sku: item.sku,
      size: item.name,
      stock: stockFromCentra(item.stock, known?.stockBySku.get(item.sku)),
    })),
  };
  return { ok: true, record };
}

function pricePence(
  pounds: number | null,
  field: string,
  problems: { field: string; message: string }[],
): number | undefined {
  if (pounds === null) {
    problems.push({ field, message: 'no price in the pricelist: the product cannot be sold' });
    return undefined;
  }
  const pence = penceFromCentra(pounds);
  if (pence === undefined) problems.push({ field, message: 'expected a price in whole pence' });
  return pence;
}

/** Centra's product `sku` is the product's sku and the variant's together: the variant part. */
export function suffixFromSku(sku: string, productSku: string): string {
  return sku.startsWith(productSku) ? sku.slice(productSku.length).replace(/^[-_.]/, '') : sku;
}

function hexFromCentra(hex: string | undefined): string | undefined {
  const match = /^#?([0-9A-Fa-f]{6})$/.exec(hex ?? '');
  return match ? `#${match[1]}` : undefined;
}

/**
 * The home category first, then Centra's placements in order, then any ancestor of the home
 * category Centra left out (Cairn lists a product only where it is placed; Centra's uri is the
 * full path, so the ancestors are its prefixes), nearest first.
 */
function placementsFromCentra(product: CentraProduct, known: Set<string>): string[] {
  const refs = Array.isArray(product.categories)
    ? product.categories
    : Object.values(product.categories);
  const home =
    refs.find((ref) => String(ref.category) === String(product.category ?? '')) ?? refs[0];
  const uris: string[] = [];
  const add = (uri: string) => {
    if (!uris.includes(uri)) uris.push(uri);
  };
  if (!home) return uris;
  const homeUri = categoryUriFromCentra(home.uri);
  add(homeUri);
  for (const ref of refs) add(categoryUriFromCentra(ref.uri));
  const parts = homeUri.split('/').filter(Boolean);
  for (let length = parts.length - 1; length >= 1; length -= 1) {
    const ancestor = `/${parts.slice(0, length).join('/')}`;
    if (known.has(ancestor)) add(ancestor);
  }
  return uris;
}

/** The gallery from the largest size Centra offers; the file name is the URL's last segment. */
function imagesFromCentra(
  product: CentraProduct,
  known: ExistingProduct | undefined,
  problems: { field: string; message: string }[],
): ImageInput[] {
  const size =
    ['full', 'standard'].find((name) => product.media[name]) ?? Object.keys(product.media)[0];
  const urls = size ? (product.media[size] ?? []) : [];
  const images: ImageInput[] = [];
  urls.forEach((url, index) => {
    let filename: string;
    try {
      filename = decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '');
    } catch {
      problems.push({ field: `media.${size}[${index}]`, message: 'expected an image URL' });
      return;
    }
    const described =
      product.cairn?.images?.find((image) => image.filename === filename) ??
      known?.images.find((image) => image.filename === filename);
    images.push({
      filename,
      modelImage: described?.modelImage ?? false,
      studioImage: described?.studioImage ?? true,
      order: described?.order ?? index + 1,
    });
  });
  return images;
}

/** Centra's bundle sections name product ids; the feed's bundle items name product skus. */
function bundleFromCentra(
  product: CentraProduct,
  known: ExistingProduct | undefined,
  context: ProductMappingContext,
  problems: { field: string; message: string }[],
): BundleInput | null {
  const bundle = product.bundleInfo;
  if (!bundle) return null;
  if (product.cairn?.bundleItems) {
    return {
      type: bundle.type,
      items: product.cairn.bundleItems.map(({ sku, quantity, choices }) => ({
        sku,
        quantity,
        ...(choices && { choices }),
      })),
    };
  }
  if (!bundle.sections) return known?.bundleInfo ?? null;
  const items: BundleInput['items'] = [];
  bundle.sections.forEach((section, index) => {
    const first = section.products[0];
    const sku = context.skuByProductId.get(String(first));
    if (!sku) {
      problems.push({
        field: `bundleInfo.sections[${index}].products[0]`,
        message: `no product ${first} in Centra's answer or the shop`,
      });
      return;
    }
    // Centra has no size choices per section: the shop's, kept.
    const choices = known?.bundleInfo?.items.find((item) => item.sku === sku)?.choices;
    items.push({ sku, quantity: section.quantity, ...(choices && { choices }) });
  });
  return { type: bundle.type, items };
}

/** Feed fields and the Centra fields they come from, for problems named in Centra's terms. */
const centraFields: Record<'product' | 'category' | 'brand', [string, string][]> = {
  product: [
    ['id', 'product'],
    ['code', 'cairn.code'],
    ['suffix', 'cairn.suffix'],
    ['slug', 'uri'],
    ['brand', 'brandUri'],
    ['gender', 'cairn.gender'],
    ['priceMinor', 'priceAsNumber'],
    ['priceBeforeDiscountMinor', 'priceBeforeDiscountAsNumber'],
    ['colour.name', 'variantName'],
    ['colour.hex', 'swatch.hex'],
    ['meta.title', 'metaTitle'],
    ['meta.description', 'metaDescription'],
    ['images', 'media'],
    ['attributes', 'cairn.attributes'],
    ['rating', 'cairn.rating'],
    ['createdAt', 'cairn.createdAt'],
    ['story', 'cairn.story'],
    ['variants', 'items'],
  ],
  category: [
    ['parentUri', 'inCategory'],
    ['kind', 'cairn.kind'],
  ],
  brand: [
    ['slug', 'uri'],
    ['description', 'cairn.description'],
    ['subPages', 'cairn.subPages'],
  ],
};

/** `variants[2].size` of a product is Centra's `items[2].name`. */
export function centraFieldOf(type: 'product' | 'category' | 'brand', field: string): string {
  for (const [feed, centra] of centraFields[type]) {
    if (field === feed || field.startsWith(`${feed}.`) || field.startsWith(`${feed}[`)) {
      const renamed = `${centra}${field.slice(feed.length)}`;
      return type === 'product' ? renamed.replace(/^(items\[\d+\])\.size$/, '$1.name') : renamed;
    }
  }
  return field;
}

function issuesOf(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({
    field:
      issue.path.length === 0
        ? '(object)'
        : issue.path
            .map((part, index) =>
              typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
            )
            .join(''),
    message: issue.message,
  }));
}
