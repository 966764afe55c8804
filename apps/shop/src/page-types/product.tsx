import {
  jsonForScript,
  productBreadcrumbs,
  productStructuredData,
} from '../catalogue/structured-data.ts';
import type { RouterContext } from '../router-context.ts';
import { pageHead } from '../seo/page-head.ts';
import { deferred } from '../site/deferred.tsx';
import { storyBlockChunks } from '../story-blocks/block-chunks.ts';
import type { PageLoad, PageOf, PageType } from './page-type.ts';

type ProductOrBundle = PageOf<'product'>;

const ProductPage = deferred('product-page', () =>
  import('../catalogue/ProductPage.tsx').then((module) => module.ProductPage),
);

/** A product page's head, with the product's JSON-LD when the server renders it. */
export function productHead(context: RouterContext, page: ProductOrBundle): PageLoad {
  const head = pageHead(page.meta, context.origin);
  // JSON-LD is for crawlers, which read the server's HTML (and the first page hydrates with
  // the server's head); a client navigation's document needs none. Building it on the server
  // only keeps the builder out of the bundle every page loads (issue 16).
  const scripts: { type: string; children: string }[] = [];
  if (import.meta.env.SSR) {
    const data = productStructuredData(
      page.product,
      productBreadcrumbs(page.product),
      context.origin,
    );
    scripts.push({ type: 'application/ld+json', children: jsonForScript(data) });
  }
  return { head: { ...head, scripts } };
}

/** A product: its page data is all the resolver's. */
export const productPageType: PageType<ProductOrBundle> = {
  load: async (context, page) => productHead(context, page),
  // The product story's chunk is defined in the product page's (catalogue/ProductPage.tsx); its
  // blocks in the story blocks' (story-blocks/story-blocks.tsx).
  chunks: (page) =>
    page.product.story
      ? [ProductPage.deferredName, 'product-story', ...storyBlockChunks(page.product.story)]
      : [ProductPage.deferredName],
  Component: ({ page }) => <ProductPage key={page.product.id} product={page.product} />,
};
