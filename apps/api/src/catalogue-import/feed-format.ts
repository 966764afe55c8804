import { z } from 'zod';

/**
 * The catalogue feed, version 1: JSON Lines, one record a line, the first line the feed's
 * header. docs/catalogue-feed.md describes every field; catalogue-feed.schema.json is made
 * from these schemas (`feedLineJsonSchema`), so the published schema and the validator agree.
 */
export const feedVersion = 1;

export const feedModes = ['full', 'upsert', 'delta'] as const;
export type FeedMode = (typeof feedModes)[number];

const text = z.string().min(1).max(10_000);
const longText = z.string().max(100_000);
const pence = z.int().min(0).max(100_000_000);
const slugPart = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case words joined by -');
/** A category's path: `/all/clothing/jackets`. */
const categoryUri = z
  .string()
  .regex(/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/, 'expected a path such as /all/clothing/jackets');
const sku = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'expected 1-64 letters, digits, . _ or -');

export const feedHeaderSchema = z.strictObject({
  type: z.literal('feed'),
  version: z.literal(feedVersion),
  mode: z.enum(feedModes),
});

export const brandRecordSchema = z.strictObject({
  type: z.literal('brand'),
  slug: slugPart,
  name: text.max(200),
  description: longText,
  /** Sub-pages the brand's content has (`mens`, `hike`, ...). */
  subPages: z.array(slugPart).max(50).default([]),
});

export const categoryRecordSchema = z.strictObject({
  type: z.literal('category'),
  uri: categoryUri,
  name: text.max(200),
  /** The parent's uri; null for a tree's root. */
  parentUri: categoryUri.nullable(),
  kind: z.enum(['catalogue', 'activity', 'sale', 'collection', 'gender']),
  metaTitle: z.string().max(300),
  metaDescription: z.string().max(1000),
});

const imageSchema = z.strictObject({
  filename: z.string().regex(/^[\w.-]{1,200}$/, 'expected a file name'),
  modelImage: z.boolean(),
  studioImage: z.boolean(),
  order: z.int().min(0),
});

const storyBlockSchema = z.looseObject({ _uid: z.string(), component: z.string() });

export const productRecordSchema = z
  .strictObject({
    type: z.literal('product'),
    /** The colourway's number: its product id everywhere (orders, tags, URLs of the API). */
    id: z.int().min(1).max(2_000_000_000),
    /** Six digits shared by every colourway of the product. */
    code: z.string().regex(/^\d{6}$/, 'expected six digits'),
    /** Three digits naming the colourway. */
    suffix: z.string().regex(/^\d{3}$/, 'expected three digits'),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case words joined by -'),
    sku,
    name: text.max(300),
    /** A brand's slug, in this feed or already in the shop. */
    brand: slugPart,
    gender: z.enum(['none', 'male', 'female', 'unisex', 'boys', 'girls', 'kids unisex']),
    /** Integer pence including UK VAT. */
    priceMinor: pence,
    /** Integer pence; equal to priceMinor unless the product is discounted. */
    priceBeforeDiscountMinor: pence,
    colour: z.strictObject({
      name: text.max(100),
      hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'expected a colour such as #1B1B1B'),
    }),
    description: longText,
    excerpt: z.string().max(2000),
    meta: z.strictObject({ title: z.string().max(300), description: z.string().max(1000) }),
    bundleInfo: z
      .strictObject({
        type: z.enum(['fixed', 'flexible']),
        items: z
          .array(
            z.strictObject({
              sku,
              quantity: z.int().min(1),
              choices: z.array(z.string().min(1)).optional(),
            }),
          )
          .min(1),
      })
      .nullable()
      .default(null),
    images: z.array(imageSchema).max(100),
    attributes: z.record(z.string().max(100), z.string().max(1000)),
    rating: z.strictObject({ average: z.number().min(0).max(5), count: z.int().min(0) }),
    /** When the product was first offered (ISO 8601 with a time zone); "new in" counts from it. */
    createdAt: z.iso.datetime({ offset: true }),
    /** Editorial blocks for the product page, or null. */
    story: z
      .looseObject({ _uid: z.string(), component: z.string(), body: z.array(storyBlockSchema) })
      .nullable()
      .default(null),
    /** Category uris in order: the home category first, then its ancestors, then the rest. */
    categories: z.array(categoryUri).min(1).max(50),
    /** Sizes in display order. */
    variants: z
      .array(z.strictObject({ sku, size: text.max(50), stock: z.int().min(0).max(1_000_000) }))
      .min(1)
      .max(200),
  })
  .refine((product) => product.priceBeforeDiscountMinor >= product.priceMinor, {
    path: ['priceBeforeDiscountMinor'],
    message: 'must be at least priceMinor (the price before a discount)',
  });

/** A delta: a product's new price, by the product's sku. */
export const priceRecordSchema = z
  .strictObject({
    type: z.literal('price'),
    sku,
    priceMinor: pence,
    priceBeforeDiscountMinor: pence,
  })
  .refine((price) => price.priceBeforeDiscountMinor >= price.priceMinor, {
    path: ['priceBeforeDiscountMinor'],
    message: 'must be at least priceMinor (the price before a discount)',
  });

/** A delta: a size's stock, by the variant's sku. */
export const stockRecordSchema = z.strictObject({
  type: z.literal('stock'),
  sku,
  stock: z.int().min(0).max(1_000_000),
});

export const feedRecordSchema = z.discriminatedUnion('type', [
  brandRecordSchema,
  categoryRecordSchema,
  productRecordSchema,
  priceRecordSchema,
  stockRecordSchema,
]);

/** Any line of a feed: the header or a record. */
export const feedLineSchema = z.discriminatedUnion('type', [
  feedHeaderSchema,
  brandRecordSchema,
  categoryRecordSchema,
  productRecordSchema,
  priceRecordSchema,
  stockRecordSchema,
]);

export type FeedHeader = z.infer<typeof feedHeaderSchema>;
export type BrandRecord = z.infer<typeof brandRecordSchema>;
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;
export type ProductRecord = z.infer<typeof productRecordSchema>;
export type PriceRecord = z.infer<typeof priceRecordSchema>;
export type StockRecord = z.infer<typeof stockRecordSchema>;
export type FeedRecord = z.infer<typeof feedRecordSchema>;
/** What a producer writes: defaults (subPages, bundleInfo, story) may be left out. */
export type FeedRecordInput = z.input<typeof feedRecordSchema>;

/** The record types each mode takes. */
export const recordTypesOf: Record<FeedMode, readonly FeedRecord['type'][]> = {
  full: ['brand', 'category', 'product'],
  upsert: ['brand', 'category', 'product'],
  delta: ['price', 'stock'],
};

/** The JSON Schema of one feed line (draft 2020-12), as published in catalogue-feed.schema.json. */
export function feedLineJsonSchema() {
  const schema = z.toJSONSchema(feedLineSchema, { io: 'input', target: 'draft-2020-12' });
  return {
    $schema: schema.$schema,
    $id: 'https://cairn.example/schemas/catalogue-feed-v1.json',
    title: 'Cairn catalogue feed, version 1: one line',
    description:
      'One line of a catalogue feed (JSON Lines): the header {"type":"feed","version":1,"mode":…} on the first line, then one brand, category, product, price or stock record a line. See docs/catalogue-feed.md.',
    ...schema,
  };
}
