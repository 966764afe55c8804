import type { Brand, Category, ProductPage as ClientProductPage } from '@cairn/commerce-client';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { brands, categories, products, variants } from '../db/schema.ts';
import { productLinks, productSizes, toApiProduct } from './product-view.ts';

// The wire types are the client package's: one definition of the contract.
export type ApiCategory = Category;
export type ProductPage = ClientProductPage;

/**
 * The product page at `slug`: the product with its sizes, stock and categories, and its other
 * colourways on sale, in one query (the embedded database runs one query at a time, and each
 * costs more than the work in it). Null when there is no such product or it is retired
 * (`retired-products.ts` answers for those).
 */
export async function findProductBySlug(db: Database, slug: string): Promise<ProductPage | null> {
  const [row] = await db
    .select({
      product: products,
      brandName: brands.name,
      sizes: productSizes,
      links: productLinks,
      siblings: sql<{ slug: string; sku: string; suffix: string; name: string; hex: string }[]>`(
        select coalesce(json_agg(json_build_object(
          'slug', s.slug, 'sku', s.sku, 'suffix', s.suffix,
          'name', s.colour_name, 'hex', s.colour_hex) order by s.suffix), '[]'::json)
        from ${products} s
        where s.code = ${products.code} and s.id <> ${products.id} and s.retired_at is null)`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(and(eq(products.slug, slug), isNull(products.retiredAt)))
    .limit(1);
  if (!row) return null;
  return {
    ...toApiProduct(row.product, row.brandName, row.sizes, row.links),
    otherColours: row.siblings.map((sibling) => ({
      uri: `/${sibling.slug}`,
      sku: sibling.sku,
      suffix: sibling.suffix,
      colour: { name: sibling.name, hex: sibling.hex },
    })),
  };
}

/**
 * The category at `uri` with its breadcrumbs (ancestors, then itself) and its children in
 * position order, in one query. Null when there is no such category.
 */
export async function findCategory(db: Database, uri: string): Promise<ApiCategory | null> {
  const ancestorUris = uri
    .split('/')
    .filter(Boolean)
    .map((_segment, index, segments) => `/${segments.slice(0, index + 1).join('/')}`)
    .slice(0, -1);
  const [row] = await db
    .select({
      category: categories,
      // Looked up by the path's prefixes, so a missing ancestor is left out, not an error.
      ancestors: ancestorUris.length
        ? sql<{ uri: string; name: string }[]>`(
            select coalesce(json_agg(json_build_object('uri', a.uri, 'name', a.name)), '[]'::json)
            from ${categories} a where a.uri in (${sql.join(
              ancestorUris.map((ancestor) => sql`${ancestor}`),
              sql`, `,
            )}))`
        : sql<{ uri: string; name: string }[]>`'[]'::json`,
      // `categories.uri` would be written unqualified in a query of one table: spelt out.
      children: sql<{ uri: string; name: string }[]>`(
        select coalesce(json_agg(json_build_object('uri', c.uri, 'name', c.name)
          order by c.position), '[]'::json)
        from ${categories} c where c.parent_uri = ${categories}.uri)`,
    })
    .from(categories)
    .where(eq(categories.uri, uri))
    .limit(1);
  if (!row) return null;
  const { category, ancestors, children } = row;
  const ancestorByUri = new Map(ancestors.map((ancestor) => [ancestor.uri, ancestor]));
  return {
    uri: category.uri,
    name: category.name,
    metaTitle: category.metaTitle,
    metaDescription: category.metaDescription,
    kind: category.kind,
    parentUri: category.parentUri,
    breadcrumbs: [
      ...ancestorUris.flatMap((ancestorUri) => {
        const ancestor = ancestorByUri.get(ancestorUri);
        return ancestor ? [ancestor] : [];
      }),
      { uri: category.uri, name: category.name },
    ],
    children,
  };
}

export async function findBrand(db: Database, slug: string): Promise<Brand | null> {
  const [row] = await db
    .select({ slug: brands.slug, name: brands.name, description: brands.description })
    .from(brands)
    .where(eq(brands.slug, slug))
    .limit(1);
  return row ?? null;
}

/** Product ids for skus that are either product skus or size skus; unknown skus are skipped. */
export async function productIdsForSkus(db: Database, skus: string[]): Promise<number[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: products.id, sku: products.sku, variantSku: variants.sku })
    .from(products)
    .leftJoin(variants, eq(variants.productId, products.id))
    .where(or(inArray(products.sku, skus), inArray(variants.sku, skus)));
  const idBySku = new Map<string, number>();
  for (const row of rows) {
    idBySku.set(row.sku, row.id);
    if (row.variantSku) idBySku.set(row.variantSku, row.id);
  }
  return [...new Set(skus.flatMap((sku) => idBySku.get(sku) ?? []))];
}
