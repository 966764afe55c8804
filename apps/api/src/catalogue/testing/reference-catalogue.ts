import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brands, categories, productCategories, products, variants } from '../../db/schema.ts';
import type { ApiCategory } from '../catalogue-store.ts';
import { type ApiProduct, toApiProduct } from '../product-view.ts';

/*
 * `loadProducts` and `findCategory` as they were before each became one query: three queries
 * each. Kept only as the reference `one-statement.test.ts` holds the one-query versions to;
 * not used by the API.
 */

export async function loadProductsInThreeQueries(
  db: Database,
  ids: readonly number[],
): Promise<ApiProduct[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [rows, sizes, links] = await Promise.all([
    db
      .select({ product: products, brandName: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.slug, products.brandSlug))
      .where(inArray(products.id, unique)),
    db
      .select()
      .from(variants)
      .where(inArray(variants.productId, unique))
      .orderBy(asc(variants.productId), asc(variants.position)),
    db
      .select({
        productId: productCategories.productId,
        uri: categories.uri,
        name: categories.name,
      })
      .from(productCategories)
      .innerJoin(categories, eq(categories.uri, productCategories.categoryUri))
      .where(inArray(productCategories.productId, unique))
      .orderBy(asc(productCategories.productId), asc(productCategories.position)),
  ]);
  const sizesByProduct = groupBy(sizes, (size) => size.productId);
  const linksByProduct = groupBy(links, (link) => link.productId);
  const byId = new Map(
    rows.map(({ product, brandName }) => [
      product.id,
      toApiProduct(
        product,
        brandName,
        sizesByProduct.get(product.id) ?? [],
        linksByProduct.get(product.id) ?? [],
      ),
    ]),
  );
  return unique.flatMap((id) => {
    const view = byId.get(id);
    return view ? [view] : [];
  });
}

export async function findCategoryInThreeQueries(
  db: Database,
  uri: string,
): Promise<ApiCategory | null> {
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

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
