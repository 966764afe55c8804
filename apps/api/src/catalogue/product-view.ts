import type { Product } from '@cairn/commerce-client';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { brands, categories, productCategories, products, variants } from '../db/schema.ts';

/**
 * A product as the API answers it: the field names of requirements R-DATA-8, money as `*AsNumber` pounds. The
 * type is the client package's, so the wire contract has one definition.
 */
export type ApiProduct = Product;

/** Pounds from integer pence, for the API's `*AsNumber` fields only; sums stay in pence. */
export function poundsFromPence(pence: number): number {
  return Math.round(pence) / 100;
}

/**
 * Loads full products by id in one query (products with their brand, sizes and categories),
 * keeping the order of `ids`. Unknown ids are left out, and so are retired products: nothing
 * that loads products through here (wishlists, recommendations, products-by-id) offers one.
 */
export async function loadProducts(db: Database, ids: readonly number[]): Promise<ApiProduct[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      product: products,
      brandName: brands.name,
      sizes: productSizes,
      links: productLinks,
    })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(and(inArray(products.id, unique), isNull(products.retiredAt)));
  const byId = new Map(
    rows.map(({ product, brandName, sizes, links }) => [
      product.id,
      toApiProduct(product, brandName, sizes, links),
    ]),
  );
  return unique.flatMap((id) => {
    const view = byId.get(id);
    return view ? [view] : [];
  });
}

/**
 * A product's sizes with their stock, in position order, as a column of a query of `products`
 * (not aliased).
 */
export const productSizes = sql<{ sku: string; size: string; stock: number }[]>`(
  select coalesce(json_agg(json_build_object(
    'sku', v.sku, 'size', v.size, 'stock', v.stock) order by v.position), '[]'::json)
  from ${variants} v where v.product_id = ${products}.id)`;

/** A product's categories, in position order, as a column of a query of `products`. */
export const productLinks = sql<{ uri: string; name: string }[]>`(
  select coalesce(json_agg(json_build_object(
    'uri', c.uri, 'name', c.name) order by pc.position), '[]'::json)
  from ${productCategories} pc join ${categories} c on c.uri = pc.category_uri
  where pc.product_id = ${products}.id)`;

/**
 * A product row, its brand's name, its sizes (in position order) and its categories (in
 * position order) as the API answers them.
 */
export function toApiProduct(
  product: typeof products.$inferSelect,
  brandName: string,
  sizes: readonly { sku: string; size: string; stock: number }[],
  links: readonly { uri: string; name: string }[],
): ApiProduct {
  const items = sizes.map((variant) => ({
    sku: variant.sku,
    size: variant.size,
    stock: variant.stock,
    available: variant.stock > 0,
  }));
  const images = [...product.images].sort((a, b) => a.order - b.order);
  return {
    id: product.id,
    sku: product.sku,
    uri: `/${product.slug}`,
    slug: product.slug,
    code: product.code,
    suffix: product.suffix,
    name: product.name,
    brandName,
    brandSlug: product.brandSlug,
    gender: product.gender,
    currency: 'GBP',
    priceAsNumber: poundsFromPence(product.priceMinor),
    priceBeforeDiscountAsNumber: poundsFromPence(product.priceBeforeDiscountMinor),
    discountPercent:
      product.priceBeforeDiscountMinor > product.priceMinor
        ? Math.round(
            ((product.priceBeforeDiscountMinor - product.priceMinor) * 100) /
              product.priceBeforeDiscountMinor,
          )
        : 0,
    excerpt: product.excerpt,
    description: product.description,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    thumbnail: {
      image: {
        filename: images[0]?.filename ?? '',
        alt: `${brandName} ${product.name} in ${product.colourName}`,
      },
    },
    images: images.map((image) => ({
      filename: image.filename,
      model_image: image.modelImage,
      studio_image: image.studioImage,
    })),
    colour: { name: product.colourName, hex: product.colourHex },
    categoryName: links.map((link) => link.name),
    categoryUris: links.map((link) => link.uri),
    bundleInfo: product.bundleInfo ?? null,
    story: product.story ?? null,
    items,
    available: items.some((item) => item.available),
    rating: { average: product.ratingAverage, count: product.ratingCount },
    attributes: product.attributes,
    createdAt: product.createdAt.toISOString(),
  };
}
