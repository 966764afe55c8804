import type { DemoCatalogue } from '@cairn/demo-data';
import {
  type FeedMode,
  type FeedRecordInput,
  feedVersion,
} from '../catalogue-import/feed-format.ts';

/**
 * The demo catalogue as a catalogue feed: what the seed imports and `pnpm catalogue generate`
 * writes. One line a record, the header first; brands and categories before the products
 * that name them.
 */
export function* demoFeedLines(
  catalogue: DemoCatalogue,
  mode: FeedMode = 'full',
): Generator<string> {
  yield JSON.stringify({ type: 'feed', version: feedVersion, mode });
  for (const record of demoFeedRecords(catalogue)) yield JSON.stringify(record);
}

export function* demoFeedRecords(catalogue: DemoCatalogue): Generator<FeedRecordInput> {
  for (const brand of catalogue.brands) {
    yield {
      type: 'brand',
      slug: brand.slug,
      name: brand.name,
      description: brand.description,
      subPages: brand.subPages,
    };
  }
  for (const category of catalogue.categories) {
    yield {
      type: 'category',
      uri: category.uri,
      name: category.name,
      parentUri: category.parentUri,
      kind: category.kind,
      metaTitle: category.metaTitle,
      metaDescription: category.metaDescription,
    };
  }
  for (const product of catalogue.products) {
    yield {
      type: 'product',
      id: product.id,
      code: product.code,
      suffix: product.suffix,
      slug: product.slug,
      sku: product.sku,
      name: product.name,
      brand: product.brandSlug,
      gender: product.gender,
      priceMinor: product.priceMinor,
      priceBeforeDiscountMinor: product.priceBeforeDiscountMinor,
      colour: product.colour,
      description: product.description,
      excerpt: product.excerpt,
      meta: { title: product.metaTitle, description: product.metaDescription },
      bundleInfo: product.bundleInfo,
      images: product.images,
      attributes: product.attributes,
      rating: product.rating,
      createdAt: product.createdAt,
      story: product.story,
      categories: product.categoryUris,
      variants: product.variants,
    };
  }
}
