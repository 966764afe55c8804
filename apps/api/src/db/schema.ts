import type { StoryContent } from '@cairn/commerce-client/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Countries the shop sells to; `GET /api/setup` lists them. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/**
 * Content stories in Storyblok's shape. `content` is the published version, `draftContent`
 * the editor's working copy (served with version=draft); a story without `publishedAt` is a
 * draft only.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    fullSlug: text('full_slug').notNull(),
    content: jsonb('content').$type<StoryContent>(),
    draftContent: jsonb('draft_content').$type<StoryContent>().notNull(),
    isStartpage: boolean('is_startpage').notNull().default(false),
    position: integer('position').notNull().default(0),
    tagList: text('tag_list').array().notNull().default(sql`'{}'::text[]`),
    sortByDate: text('sort_by_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    /** A hash of the repository file the story was seeded from, so re-seeding is a no-op. */
    sourceHash: text('source_hash'),
  },
  (table) => [
    uniqueIndex('stories_full_slug_idx').on(table.fullSlug),
    index('stories_full_slug_prefix_idx').on(sql`${table.fullSlug} text_pattern_ops`),
  ],
);

/** A story's root block, as the contract describes it (the one block type of every package). */
export type { StoryContent };

/** Which version of generated demo data the database holds, so start-up seeds only changes. */
export const seedVersions = pgTable('seed_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable('brands', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  subPages: text('sub_pages').array().notNull().default(sql`'{}'::text[]`),
});

export const categories = pgTable(
  'categories',
  {
    uri: text('uri').primaryKey(),
    name: text('name').notNull(),
    parentUri: text('parent_uri'),
    kind: text('kind').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('categories_parent_idx').on(table.parentUri)],
);

export type ProductImage = {
  filename: string;
  modelImage: boolean;
  studioImage: boolean;
  order: number;
};
export type BundleInfo = {
  type: 'fixed' | 'flexible';
  items: { sku: string; quantity: number; choices?: string[] }[];
};
/** A product's editorial blocks: the content of a story, its `body` the blocks in order. */
export type ProductStory = {
  _uid: string;
  component: string;
  body: { _uid: string; component: string; [field: string]: unknown }[];
  [field: string]: unknown;
};

/** One colourway of a product; prices are integer pence including UK VAT. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    suffix: text('suffix').notNull(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    brandSlug: text('brand_slug')
      .notNull()
      .references(() => brands.slug),
    gender: text('gender').notNull(),
    priceMinor: integer('price_minor').notNull(),
    priceBeforeDiscountMinor: integer('price_before_discount_minor').notNull(),
    colourName: text('colour_name').notNull(),
    colourHex: text('colour_hex').notNull(),
    description: text('description').notNull(),
    excerpt: text('excerpt').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    bundleInfo: jsonb('bundle_info').$type<BundleInfo>(),
    images: jsonb('images').$type<ProductImage[]>().notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    ratingAverage: real('rating_average').notNull(),
    ratingCount: integer('rating_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Editorial blocks for the product page (requirements R-PAGE-11); most products have none. */
    story: jsonb('story').$type<ProductStory>(),
    /** Name, brand, colour and categories, lower-case with hyphens dropped, for search. */
    searchText: text('search_text').notNull(),
    /** When a catalogue import last changed the product's facts (the sitemap's `lastmod`). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a full catalogue sync found the product missing from the feed: its page answers 410
     * and it leaves listings, search and the sitemap. A later feed that has it again restores it.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    index('products_code_idx').on(table.code),
    index('products_brand_idx').on(table.brandSlug),
    index('products_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('products_updated_idx').on(table.updatedAt),
    check('products_price_positive', sql`${table.priceMinor} >= 0`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryUri: text('category_uri')
      .notNull()
      .references(() => categories.uri),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryUri] }),
    index('product_categories_category_idx').on(table.categoryUri),
  ],
);

/** A buyable size of a product, with its stock. */
export const variants = pgTable(
  'variants',
  {
    sku: text('sku').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('variants_product_idx').on(table.productId),
    check('variants_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

/** One run of the catalogue import (`pnpm catalogue import`, or a delta pushed over HTTP). */
export const catalogueImports = pgTable('catalogue_imports', {
  id: serial('id').primaryKey(),
  /** The file name, URL or `http` for a pushed delta. */
  source: text('source').notNull(),
  /** `full` (retires what the feed lacks), `upsert` (adds and updates only) or `delta`. */
  mode: text('mode').notNull(),
  records: integer('records').notNull(),
  changed: integer('changed').notNull(),
  retired: integer('retired').notNull(),
  skipped: integer('skipped').notNull(),
  /**
   * The cache tags the import purged. Replicas that did not hear the purge (the command ran in
   * another process without Redis) apply it when they see the import's row.
   */
  purgedTags: text('purged_tags').array().notNull().default(sql`'{}'::text[]`),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
