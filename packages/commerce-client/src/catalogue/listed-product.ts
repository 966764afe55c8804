import type { Listing, Product } from './types.ts';

/**
 * The fields of a product that a listing shows: its card (name, brand, prices, thumbnail,
 * colour, rating, stock), its sale badge and its wishlist heart. A listing's query keeps only
 * these: a page of 24 full products (descriptions, every image, every size, 11 categories
 * each) was two thirds of the state a server-rendered listing sends to hydrate (issue 15).
 */
export type ListedProduct = Pick<
  Product,
  | 'id'
  | 'sku'
  | 'uri'
  | 'name'
  | 'brandName'
  | 'brandSlug'
  | 'currency'
  | 'priceAsNumber'
  | 'priceBeforeDiscountAsNumber'
  | 'discountPercent'
  | 'thumbnail'
  | 'colour'
  | 'available'
  | 'rating'
>;

/** A listing (category, brand or search answer) whose products are `ListedProduct`s. */
export type ListedPage<L extends Listing> = Omit<L, 'products'> & { products: ListedProduct[] };

/** The product's fields a listing shows, and nothing else. */
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

/** The listing with its products cut down to what a listing shows. */
export function withListedProducts<L extends Listing>(listing: L): ListedPage<L> {
  return { ...listing, products: listing.products.map(listedProduct) };
}
