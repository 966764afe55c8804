import { demoCatalogueProducts, generateDemoCatalogue } from '@cairn/demo-data';
import { productSearchText } from '../../catalogue-import/catalogue-sync.ts';
import { type CatalogueIndex, CatalogueIndexBuilder } from '../search-index/catalogue-index.ts';

/**
 * The demo generator's first `count` products in a catalogue index, built as the shop's loader
 * builds it (without a database): for the index's tests and its benchmark. Answers the index,
 * each product's search text, and the demo catalogue's brands and categories.
 */
export function demoCatalogueIndex(count: number): {
  index: CatalogueIndex;
  searchTexts: string[];
  catalogue: ReturnType<typeof generateDemoCatalogue>;
} {
  const catalogue = generateDemoCatalogue();
  const categoryNames = new Map(
    catalogue.categories.map((category) => [category.uri, category.name]),
  );
  const brandNames = new Map(catalogue.brands.map((brand) => [brand.slug, brand.name]));
  const builder = new CatalogueIndexBuilder(catalogue.brands);
  const searchTexts: string[] = [];
  for (const product of demoCatalogueProducts({ products: count })) {
    const searchText = productSearchText(
      {
        name: product.name,
        brand: product.brandSlug,
        colour: product.colour,
        gender: product.gender,
        categories: product.categoryUris,
      },
      brandNames,
      categoryNames,
    );
    searchTexts.push(searchText);
    builder.add({
      id: product.id,
      brandSlug: product.brandSlug,
      gender: product.gender,
      colourName: product.colour.name,
      priceMinor: product.priceMinor,
      priceBeforeDiscountMinor: product.priceBeforeDiscountMinor,
      ratingAverage: Math.fround(product.rating.average),
      ratingCount: product.rating.count,
      createdAtMicros: Date.parse(product.createdAt) * 1000,
      attributes: product.attributes,
      searchText,
      categoryUris: product.categoryUris,
      variants: product.variants.map((variant, position) => ({
        sku: variant.sku,
        size: variant.size,
        inStock: variant.stock > 0,
        position,
      })),
    });
  }
  return { index: builder.build(catalogue.categories), searchTexts, catalogue };
}
