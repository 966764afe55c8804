import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { categories } from '../db/schema.ts';
import { bestsellers } from './bestsellers.ts';
import { cartRecommendations } from './cart-recommendations.ts';
import type { ElevateListRequest } from './elevate-types.ts';
import { newestProducts } from './newest-products.ts';
import { personalRecommendations } from './personal.ts';
import { recentlyViewed, type ShopperKeys } from './recently-viewed.ts';
import { similarColours, similarProducts } from './similar-products.ts';

/** Recommendation limit when a list does not say (requirements R-CONST-7). */
export const defaultListLimit = 8;

export type ListContext = {
  keys: ShopperKeys;
  /** A landing page's reference; a category path narrows bestsellers and newest to it. */
  pageReference?: string;
  /** The product page's product. */
  productId?: number;
  /** Products in the cart: never recommended where the cart is known. */
  cartProductIds?: readonly number[];
};

/** Answers one list's product ids with the embedded algorithms; a list without its input is empty. */
export async function runList(
  db: Database,
  list: ElevateListRequest,
  context: ListContext,
): Promise<number[]> {
  const limit = list.limit ?? defaultListLimit;
  const exclude = [
    ...(context.cartProductIds ?? []),
    ...(context.productId === undefined ? [] : [context.productId]),
  ];
  switch (list.algorithm) {
    case 'TOP_PRODUCTS':
      return bestsellers(db, {
        limit,
        exclude,
        categoryUri: await categoryOf(db, context.pageReference),
      });
    case 'NEWEST_PRODUCTS':
      return newestProducts(db, {
        limit,
        exclude,
        categoryUri: await categoryOf(db, context.pageReference),
      });
    case 'RECENTLY_VIEWED':
      return recentlyViewed(db, { keys: context.keys, limit, exclude });
    case 'PERSONAL':
      return personalRecommendations(db, { keys: context.keys, limit, exclude });
    case 'CART':
      return cartRecommendations(db, { cartProductIds: context.cartProductIds ?? [], limit });
    case 'ALTERNATIVES':
      return context.productId === undefined
        ? []
        : similarProducts(db, { productId: context.productId, limit });
    case 'SIMILAR_COLOURS':
      return context.productId === undefined
        ? []
        : similarColours(db, { productId: context.productId, limit });
  }
}

async function categoryOf(db: Database, reference: string | undefined) {
  if (!reference?.startsWith('/') || reference === '/') return undefined;
  const [row] = await db
    .select({ uri: categories.uri })
    .from(categories)
    .where(eq(categories.uri, reference.replace(/\/+$/, '')));
  // A reference that is no category (the search page, home) means the whole catalogue.
  return row?.uri;
}
