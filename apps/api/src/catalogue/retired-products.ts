import type { RetiredProduct } from '@cairn/commerce-client/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { brands, categories, productCategories, products } from '../db/schema.ts';

/**
 * The product at `slug` if the shop no longer sells it (`retired_at` set by a full catalogue
 * sync), with what its page points on to: its brand and its home category (position 0).
 * Null for a product on sale or no product at all. `id` is for the page's cache tag, so a
 * feed that brings the product back purges its 410.
 */
export async function findRetiredProduct(
  db: Database,
  slug: string,
): Promise<{ id: number; product: RetiredProduct } | null> {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      brandSlug: brands.slug,
      brandName: brands.name,
      categoryUri: categories.uri,
      categoryName: categories.name,
    })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .leftJoin(
      productCategories,
      and(eq(productCategories.productId, products.id), eq(productCategories.position, 0)),
    )
    .leftJoin(categories, eq(categories.uri, productCategories.categoryUri))
    .where(and(eq(products.slug, slug), isNotNull(products.retiredAt)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    product: {
      name: row.name,
      brand: { slug: row.brandSlug, name: row.brandName },
      category:
        row.categoryUri && row.categoryName
          ? { uri: row.categoryUri, name: row.categoryName }
          : null,
    },
  };
}
