import type { Brand, Category, ProductPage as ClientProductPage } from '@cairn/commerce-client';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { brands, categories, products, variants } from '../db/schema.ts';
import { loadProducts } from './product-view.ts';

// The wire types are the client package's: one definition of the contract.
export type ApiCategory = Category;
export type ProductPage = ClientProductPage;

export async function findProductBySlug(db: Database, slug: string): Promise<ProductPage | null> {
  const [row] = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) return null;
  const [[product], siblings] = await Promise.all([
    loadProducts(db, [row.id]),
    db
      .select({
        slug: products.slug,
        sku: products.sku,
        suffix: products.suffix,
        name: products.colourName,
        hex: products.colourHex,
      })
      .from(products)
      .where(and(eq(products.code, row.code), ne(products.id, row.id)))
      .orderBy(asc(products.suffix)),
  ]);
  if (!product) return null;
  return {
    ...product,
    otherColours: siblings.map((sibling) => ({
      uri: `/${sibling.slug}`,
      sku: sibling.sku,
      suffix: sibling.suffix,
      colour: { name: sibling.name, hex: sibling.hex },
    })),
  };
}

export async function findCategory(db: Database, uri: string): Promise<ApiCategory | null> {
  const [row] = await db.select().from(categories).where(eq(categories.uri, uri)).limit(1);
  if (!row) return null;
  const ancestorUris = uri
    .split('/')
    .filter(Boolean)
    .map((_segment, index, segments) => `/${segments.slice(0, index + 1).join('/')}`)
    .slice(0, -1);
  const [ancestors, children] = await Promise.all([
    ancestorUris.length
      ? db
          .select({ uri: categories.uri, name: categories.name })
          .from(categories)
          .where(inArray(categories.uri, ancestorUris))
      : Promise.resolve([]),
    db
      .select({ uri: categories.uri, name: categories.name })
      .from(categories)
      .where(eq(categories.parentUri, uri))
      .orderBy(asc(categories.position)),
  ]);
  const ancestorByUri = new Map(ancestors.map((ancestor) => [ancestor.uri, ancestor]));
  return {
    uri: row.uri,
    name: row.name,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    kind: row.kind,
    parentUri: row.parentUri,
    breadcrumbs: [
      ...ancestorUris.flatMap((ancestorUri) => {
        const ancestor = ancestorByUri.get(ancestorUri);
        return ancestor ? [ancestor] : [];
      }),
      { uri: row.uri, name: row.name },
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
