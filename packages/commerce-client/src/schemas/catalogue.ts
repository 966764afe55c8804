import * as z from 'zod/mini';
import { listingSorts } from '../catalogue/listing-sorts.ts';
import { blockSchema } from './content.ts';

const colourSchema = z.object({ name: z.string(), hex: z.string() });

/** A size of a product with its stock. */
export const productItemSchema = z.object({
  sku: z.string(),
  size: z.string(),
  stock: z.number(),
  available: z.boolean(),
});

/**
 * A product's story: editorial blocks for its page (a CMS story's content), whose `body` a shop
 * renders with its content blocks.
 */
export const productStorySchema = z.extend(blockSchema, { body: z.array(blockSchema) });

/** A product as the catalogue answers it (Centra-style field names; money in pounds). */
export const productSchema = z.object({
  id: z.number(),
  sku: z.string(),
  uri: z.string(),
  slug: z.string(),
  code: z.string(),
  suffix: z.string(),
  name: z.string(),
  brandName: z.string(),
  brandSlug: z.string(),
  gender: z.string(),
  currency: z.literal('GBP'),
  priceAsNumber: z.number(),
  priceBeforeDiscountAsNumber: z.number(),
  discountPercent: z.number(),
  excerpt: z.string(),
  description: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  thumbnail: z.object({ image: z.object({ filename: z.string(), alt: z.string() }) }),
  images: z.array(
    z.object({ filename: z.string(), model_image: z.boolean(), studio_image: z.boolean() }),
  ),
  colour: colourSchema,
  categoryName: z.array(z.string()),
  categoryUris: z.array(z.string()),
  bundleInfo: z.nullable(
    z.object({
      type: z.enum(['fixed', 'flexible']),
      items: z.array(
        z.object({
          sku: z.string(),
          quantity: z.number(),
          choices: z.optional(z.array(z.string())),
        }),
      ),
    }),
  ),
  /** Editorial blocks for the product page; null for most products. */
  story: z.nullable(productStorySchema),
  items: z.array(productItemSchema),
  available: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number() }),
  attributes: z.record(z.string(), z.string()),
  createdAt: z.string(),
});

/** A product page: the product and its other colourways (same six-digit code). */
export const productPageSchema = z.extend(productSchema, {
  otherColours: z.array(
    z.object({ uri: z.string(), sku: z.string(), suffix: z.string(), colour: colourSchema }),
  ),
});

const linkSchema = z.object({ uri: z.string(), name: z.string() });

export const categorySchema = z.object({
  uri: z.string(),
  name: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  kind: z.string(),
  parentUri: z.nullable(z.string()),
  breadcrumbs: z.array(linkSchema),
  children: z.array(linkSchema),
});

/** A brand of the catalogue; its shop page is the story at `/brands/{slug}`. */
export const brandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});

export const facetSchema = z.object({
  name: z.string(),
  label: z.string(),
  values: z.array(
    z.object({ value: z.string(), label: z.string(), count: z.number(), selected: z.boolean() }),
  ),
});

/**
 * The fields of a product that a listing shows: its card (name, brand, prices, thumbnail,
 * colour, rating, stock), its sale badge and its wishlist heart. A listing answers only these:
 * a page of 24 full products (descriptions, every image, every size, 11 categories each) was two
 * thirds of the state a server-rendered listing sends to hydrate (issue 15).
 */
export const listedProductSchema = z.pick(productSchema, {
  id: true,
  sku: true,
  uri: true,
  name: true,
  brandName: true,
  brandSlug: true,
  currency: true,
  priceAsNumber: true,
  priceBeforeDiscountAsNumber: true,
  discountPercent: true,
  thumbnail: true,
  colour: true,
  available: true,
  rating: true,
});

/** A page of a listing (category, brand or search): its products, pages, sort and facets. */
export const listingSchema = z.object({
  products: z.array(listedProductSchema),
  pagination: z.object({
    current: z.number(),
    total_pages: z.number(),
    total_products: z.number(),
  }),
  sort: z.enum(listingSorts),
  facets: z.array(facetSchema),
});

/** What predictive search offers for the words typed so far. */
export const suggestionsSchema = z.object({
  phrases: z.array(
    z.object({ label: z.string(), kind: z.enum(['category', 'brand']), uri: z.string() }),
  ),
  products: z.array(productSchema),
});
