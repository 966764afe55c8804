import { z } from 'zod';

/**
 * Centra's Checkout API catalogue answers as the import reads them (`POST /products`,
 * `GET /categories`, `GET /brands`), and as the embedded backend answers them. Lenient where
 * Centra is (unknown fields are kept, not refused; ids come as strings or numbers), strict on
 * what the shop needs. docs/catalogue-feed.md ("From Centra") maps each field to the feed.
 */

/** Centra's ids are decimal strings ("60"); numbers are taken too. */
export const centraId = z.union([
  z.string().regex(/^\d{1,10}$/, 'expected an id of digits'),
  z.int().min(0).max(9_999_999_999),
]);

/**
 * An item's stock as the Checkout API shows it: `"yes"`/`"no"` by default, or the quantity
 * (a number, or digits in a string) where the plugin exposes stock numbers.
 */
export const centraStock = z.union([
  z.enum(['yes', 'no']),
  z.int().min(0),
  z.string().regex(/^\d{1,9}$/, 'expected "yes", "no" or a quantity'),
]);

export const centraItemSchema = z.looseObject({
  /** `<product>-<size>`: the item's id. */
  item: z.string().min(1),
  sizeId: z.union([z.string(), z.number()]).optional(),
  /** The size as shown ("M", "W32/L34"). */
  name: z.string(),
  sku: z.string(),
  ean: z.string().optional(),
  stock: centraStock.optional(),
});

export const centraCategoryRefSchema = z.looseObject({
  category: centraId,
  /** The category's name with its ancestors' before it (`["Clothing", "Jackets"]`). */
  name: z.array(z.string()).min(1),
  /** The full path without a leading slash (`clothing/jackets`). */
  uri: z.string().min(1),
  sortOrder: z.number().optional(),
});

/**
 * Facts Cairn keeps that Centra has no field for, as a Centra custom attribute (an object of
 * elements) named `cairn`. Every element is optional; a store without the attribute gets the
 * shop's existing value or the default (docs/catalogue-feed.md).
 */
export const cairnProductAttributeSchema = z.looseObject({
  code: z.string().optional(),
  suffix: z.string().optional(),
  gender: z.string().optional(),
  attributes: z.record(z.string(), z.string()).optional(),
  rating: z.looseObject({ average: z.number(), count: z.number() }).optional(),
  createdAt: z.string().optional(),
  story: z.looseObject({}).nullable().optional(),
  images: z
    .array(
      z.looseObject({
        filename: z.string(),
        modelImage: z.boolean(),
        studioImage: z.boolean(),
        order: z.number().optional(),
      }),
    )
    .optional(),
  /** The bundle's items as Cairn holds them: a product's or a size's sku, and size choices. */
  bundleItems: z
    .array(
      z.looseObject({
        sku: z.string(),
        quantity: z.number(),
        choices: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});

export const centraBundleInfoSchema = z.looseObject({
  bundle: centraId.optional(),
  type: z.enum(['fixed', 'flexible']),
  priceType: z.string().optional(),
  /** Each section: how many of one of its products the bundle holds. */
  sections: z
    .array(
      z.looseObject({
        section: centraId.optional(),
        quantity: z.int().min(1),
        products: z.array(centraId).min(1),
      }),
    )
    .optional(),
});

export const centraProductSchema = z.looseObject({
  /** The product display item's id: Cairn's product id. */
  product: centraId,
  name: z.string(),
  uri: z.string(),
  /** The colourway's sku (product sku and variant sku together). */
  sku: z.string(),
  productSku: z.string(),
  brand: centraId.optional(),
  brandName: z.string().optional(),
  brandUri: z.string(),
  variantName: z.string(),
  excerpt: z.string().default(''),
  description: z.string().default(''),
  metaTitle: z.string().default(''),
  metaDescription: z.string().default(''),
  /** Formatted with the pricelist's currency ("180.00 GBP"). */
  price: z.string().optional(),
  /** Null when the pricelist has no price for the product (it cannot be bought). */
  priceAsNumber: z.number().nullable(),
  priceBeforeDiscountAsNumber: z.number().nullable(),
  /** The home category's id. */
  category: centraId.optional(),
  /** An array, or (older plugins) an object keyed by category id. */
  categories: z
    .union([z.array(centraCategoryRefSchema), z.record(z.string(), centraCategoryRefSchema)])
    .default([]),
  items: z.array(centraItemSchema),
  /** Image URLs by size name (`standard`, `full`, …), the gallery's order. */
  media: z.record(z.string(), z.array(z.string())).default({}),
  /** A common client attribute: the colour swatch. */
  swatch: z.looseObject({ desc: z.string().optional(), hex: z.string().optional() }).optional(),
  bundleInfo: centraBundleInfoSchema.nullable().optional(),
  cairn: cairnProductAttributeSchema.optional(),
});

export const centraCategorySchema = z.looseObject({
  category: centraId,
  name: z.array(z.string()).min(1),
  uri: z.string().min(1),
  /** The parent's id; absent for a root. */
  inCategory: centraId.optional(),
  metaTitle: z.string().optional(),
  metaDescription: z.string().optional(),
  cairn: z.looseObject({ kind: z.string().optional() }).optional(),
});

export const centraBrandSchema = z.looseObject({
  brand: centraId,
  name: z.string(),
  uri: z.string(),
  metaTitle: z.string().optional(),
  metaDescription: z.string().optional(),
  metaKeywords: z.string().optional(),
  cairn: z
    .looseObject({ description: z.string().optional(), subPages: z.array(z.string()).optional() })
    .optional(),
});

/** `POST /products`: a page of products (each checked on its own), and how many there are. */
export const centraProductsAnswerSchema = z.looseObject({
  token: z.string().optional(),
  products: z.array(z.unknown()),
  productCount: z.int().min(0),
  filter: z.array(z.unknown()).optional(),
});

export const centraCategoriesAnswerSchema = z.looseObject({
  token: z.string().optional(),
  categories: z.array(z.unknown()),
});

export const centraBrandsAnswerSchema = z.looseObject({
  token: z.string().optional(),
  brands: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
});

/** The body of `POST /products`: everything optional, as Centra takes it. */
export const centraProductsRequestSchema = z.object({
  skipFirst: z.int().min(0).max(10_000_000).default(0),
  limit: z.int().min(1).max(500).optional(),
  products: z.array(centraId).max(500).optional(),
  categories: z.array(centraId).max(1000).optional(),
  brands: z.array(centraId).max(1000).optional(),
  onlyAvailable: z.boolean().default(false),
  relatedProducts: z.boolean().optional(),
});

export type CentraProduct = z.infer<typeof centraProductSchema>;
export type CentraProductInput = z.input<typeof centraProductSchema>;
export type CentraCategory = z.infer<typeof centraCategorySchema>;
export type CentraCategoryInput = z.input<typeof centraCategorySchema>;
export type CentraBrand = z.infer<typeof centraBrandSchema>;
export type CentraBrandInput = z.input<typeof centraBrandSchema>;
export type CentraProductsRequest = z.input<typeof centraProductsRequestSchema>;
