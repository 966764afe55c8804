import { createHash } from 'node:crypto';
import type { DemoCatalogue } from '@cairn/demo-data';
import { eq, inArray, sql } from 'drizzle-orm';
import { normaliseSearchText } from '../catalogue/search-text.ts';
import type { Database } from '../db/database.ts';
import {
  brands,
  categories,
  productCategories,
  products,
  seedVersions,
  variants,
} from '../db/schema.ts';

const seedName = 'demo-catalogue';
const batchSize = 500;

/**
 * Loads the demo catalogue into the database when the generator's output changed since the
 * last start. Product facts are brought up to date; stock is set only for new sizes, so
 * orders taken since the last start keep their effect. One transaction: all or nothing.
 */
export async function seedCatalogue(db: Database, catalogue: DemoCatalogue): Promise<boolean> {
  const version = createHash('sha256').update(JSON.stringify(catalogue)).digest('hex').slice(0, 20);
  const [current] = await db.select().from(seedVersions).where(eq(seedVersions.name, seedName));
  if (current?.version === version) return false;

  const categoryNames = new Map(
    catalogue.categories.map((category) => [category.uri, category.name]),
  );
  await db.transaction(async (tx) => {
    for (const chunk of chunks(catalogue.brands)) {
      await tx
        .insert(brands)
        .values(chunk)
        .onConflictDoUpdate({
          target: brands.slug,
          set: excluded(['name', 'description', 'sub_pages']),
        });
    }
    const categoryRows = catalogue.categories.map((category, position) => ({
      ...category,
      position,
    }));
    for (const chunk of chunks(categoryRows)) {
      await tx
        .insert(categories)
        .values(chunk)
        .onConflictDoUpdate({
          target: categories.uri,
          set: excluded([
            'name',
            'parent_uri',
            'kind',
            'meta_title',
            'meta_description',
            'position',
          ]),
        });
    }
    const productRows = catalogue.products.map((product) => ({
      id: product.id,
      code: product.code,
      suffix: product.suffix,
      slug: product.slug,
      sku: product.sku,
      name: product.name,
      brandSlug: product.brandSlug,
      gender: product.gender,
      priceMinor: product.priceMinor,
      priceBeforeDiscountMinor: product.priceBeforeDiscountMinor,
      colourName: product.colour.name,
      colourHex: product.colour.hex,
      description: product.description,
      excerpt: product.excerpt,
      metaTitle: product.metaTitle,
      metaDescription: product.metaDescription,
      bundleInfo: product.bundleInfo,
      images: product.images,
      attributes: product.attributes,
      ratingAverage: product.rating.average,
      ratingCount: product.rating.count,
      createdAt: new Date(product.createdAt),
      story: product.story,
      searchText: normaliseSearchText(
        [
          product.name,
          product.brandName,
          product.colour.name,
          product.gender === 'male' ? 'mens' : product.gender === 'female' ? 'womens' : '',
          ...product.categoryUris.map((uri) => categoryNames.get(uri) ?? ''),
        ].join(' '),
      ),
    }));
    for (const chunk of chunks(productRows)) {
      await tx
        .insert(products)
        .values(chunk)
        .onConflictDoUpdate({
          target: products.id,
          set: excluded([
            'code',
            'suffix',
            'slug',
            'sku',
            'name',
            'brand_slug',
            'gender',
            'price_minor',
            'price_before_discount_minor',
            'colour_name',
            'colour_hex',
            'description',
            'excerpt',
            'meta_title',
            'meta_description',
            'bundle_info',
            'images',
            'attributes',
            'rating_average',
            'rating_count',
            'created_at',
            'story',
            'search_text',
          ]),
        });
    }
    const ids = catalogue.products.map((product) => product.id);
    for (const chunk of chunks(ids)) {
      await tx.delete(productCategories).where(inArray(productCategories.productId, chunk));
    }
    const links = catalogue.products.flatMap((product) =>
      product.categoryUris.map((categoryUri, position) => ({
        productId: product.id,
        categoryUri,
        position,
      })),
    );
    for (const chunk of chunks(links)) await tx.insert(productCategories).values(chunk);
    const variantRows = catalogue.products.flatMap((product) =>
      product.variants.map((variant, position) => ({
        sku: variant.sku,
        productId: product.id,
        size: variant.size,
        stock: variant.stock,
        position,
      })),
    );
    for (const chunk of chunks(variantRows)) {
      await tx
        .insert(variants)
        .values(chunk)
        .onConflictDoUpdate({
          target: variants.sku,
          set: excluded(['product_id', 'size', 'position']),
        });
    }
    await tx
      .insert(seedVersions)
      .values({ name: seedName, version })
      .onConflictDoUpdate({ target: seedVersions.name, set: { version, seededAt: new Date() } });
  });
  return true;
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += batchSize) {
    yield rows.slice(start, start + batchSize);
  }
}

/** `set column = excluded.column` for an upsert, for each named column. */
function excluded(columns: string[]) {
  return Object.fromEntries(
    columns.map((column) => [camel(column), sql.raw(`excluded."${column}"`)]),
  );
}

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}
