import type { ListedProduct, Product } from './types.ts';

/** The product's fields a listing shows (`listedProductSchema`), and nothing else. */
export function listedProduct(product: Product): ListedProduct {
  return {
    id: product.id,
    sku: product.sku,
    uri: product.uri,
    name: product.name,
    brandName: product.brandName,
    brandSlug: product.brandSlug,
    currency: product.currency,
    priceAsNumber: product.priceAsNumber,
    priceBeforeDiscountAsNumber: product.priceBeforeDiscountAsNumber,
    discountPercent: product.discountPercent,
    thumbnail: product.thumbnail,
    colour: product.colour,
    available: product.available,
    rating: product.rating,
  };
}
