import { type DemoCatalogue, generateDemoCatalogue } from '../demo/index.ts';
import type { ProductImageShot, ProductImageSubject } from './product-scene.ts';

/** A product image found by filename: the product it shows and which shot it is. */
export interface ProductImageMatch {
  product: ProductImageSubject;
  image: ProductImageShot;
}

/**
 * Finds the product image with a filename such as 'northwall-mens-torridon-gore-tex-jacket-
 * 104211-900-01.jpg'; null when there is none. May answer from memory or from a database.
 */
export type FindProductImage = (
  filename: string,
) => ProductImageMatch | null | Promise<ProductImageMatch | null>;

/**
 * A `FindProductImage` over the generated demo catalogue: a Map from filename, built once, on
 * the first call (generating the catalogue takes a few tens of milliseconds).
 * @example imageRoutes({ cacheDir, findProductImage: createDemoProductImageFinder() })
 */
export function createDemoProductImageFinder(
  catalogue: () => Pick<DemoCatalogue, 'products'> = generateDemoCatalogue,
): (filename: string) => ProductImageMatch | null {
  let byFilename: Map<string, ProductImageMatch> | undefined;
  return function findDemoProductImage(filename: string) {
    byFilename ??= new Map(
      catalogue().products.flatMap((product) =>
        product.images.map((image) => [image.filename, { product, image }] as const),
      ),
    );
    return byFilename.get(filename) ?? null;
  };
}
