import type { ProductPage } from '@cairn/commerce-client';

/**
 * The skus a bundle is made of, for loading their products. Its own module: the page loader
 * (in the entry bundle) needs it, the product page's components can stay in their chunk.
 */
export function bundleSkus(product: Pick<ProductPage, 'bundleInfo'>): string[] {
  return product.bundleInfo?.items.map((item) => item.sku) ?? [];
}
