import type { Story } from '../story/types.ts';
import type { ArticleQuery, BlockArticle, BlockProduct } from './block-data.tsx';

/** A catalogue product as Cairn's catalogue client answers it (the fields the blocks use). */
export type CatalogueProduct = {
  sku: string;
  name: string;
  /** The product page, e.g. `/rab-microlight-alpine-jacket-123456-001`. */
  uri: string;
  brandName?: string;
  priceAsNumber: number;
  priceBeforeDiscountAsNumber?: number;
  thumbnail?: { image: { filename: string; alt?: string } };
  /** Its variants (sizes): a block may name a product by a variant's SKU. */
  items?: readonly { sku: string }[];
};

/**
 * A catalogue product as a block's product card shows it, under the SKU the block asked for
 * (a variant's, say). Its image is the thumbnail at 480 pixels through `productImageUrl`.
 *
 * @example blockProduct(product, { productImageUrl: createImageUrls().productImageUrl })
 */
export function blockProduct(
  product: CatalogueProduct,
  {
    sku = product.sku,
    productImageUrl,
  }: { sku?: string; productImageUrl: (filename: string, width: number) => string },
): BlockProduct {
  const image = product.thumbnail?.image;
  return {
    sku,
    name: product.name,
    href: product.uri,
    ...(product.brandName !== undefined && { brandName: product.brandName }),
    priceAsNumber: product.priceAsNumber,
    ...(product.priceBeforeDiscountAsNumber !== undefined && {
      priceBeforeDiscountAsNumber: product.priceBeforeDiscountAsNumber,
    }),
    ...(image && { image: { src: productImageUrl(image.filename, 480), alt: image.alt ?? '' } }),
  };
}

/**
 * An article story (a guide, a blog post) as `featured-articles` shows it: its `title` (else
 * the story's name), `excerpt`, `image` and first publication date, linked at `/{full_slug}`.
 */
export function blockArticle(story: Story): BlockArticle {
  const content = story.content as {
    title?: unknown;
    excerpt?: unknown;
    image?: { filename?: unknown; alt?: unknown };
  };
  const image = typeof content.image?.filename === 'string' ? content.image.filename : undefined;
  return {
    uuid: story.uuid,
    title: typeof content.title === 'string' ? content.title : story.name,
    href: `/${story.full_slug}`,
    ...(typeof content.excerpt === 'string' && { excerpt: content.excerpt }),
    ...(image && {
      image: { src: image, alt: typeof content.image?.alt === 'string' ? content.image.alt : '' },
    }),
    ...(story.first_published_at && { publishedAt: story.first_published_at }),
  };
}

/**
 * Products by SKU, in the order asked, skipping unknown SKUs (`BlockData.getProductsBySku`),
 * from the catalogue's products; a product answers for its own SKU and its variants'.
 */
export function productsBySku(
  products: readonly CatalogueProduct[],
  options: { productImageUrl: (filename: string, width: number) => string },
): (skus: string[]) => BlockProduct[] {
  return (skus) =>
    skus.flatMap((sku) => {
      const product = products.find(
        (candidate) =>
          candidate.sku === sku || (candidate.items ?? []).some((item) => item.sku === sku),
      );
      return product ? [blockProduct(product, { ...options, sku })] : [];
    });
}

/**
 * The articles for a `featured-articles` query (`BlockData.getArticles`), from the stories
 * loaded for each of `queries` (`blockDataNeeds(story).articleQueries`), in the same order.
 */
export function articlesByQuery(
  queries: readonly ArticleQuery[],
  stories: readonly (readonly Story[])[],
): (query: ArticleQuery) => BlockArticle[] {
  return (query) => {
    const index = queries.findIndex(
      (candidate) => JSON.stringify(candidate) === JSON.stringify(query),
    );
    return (stories[index] ?? []).slice(0, query.limit).map(blockArticle);
  };
}
