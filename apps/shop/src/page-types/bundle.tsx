import { productsBySkuQueryOptions } from '@cairn/commerce-client/query';
import { bundleSkus } from '../catalogue/bundle-skus.ts';
import type { PageOf, PageType } from './page-type.ts';
import { productHead, productPageType } from './product.tsx';

/** A bundle: a product page that shows the products it is made of, loaded with it. */
export const bundlePageType: PageType<PageOf<'bundle'>> = {
  ...productPageType,
  load: async (context, page) => {
    await context.queryClient.ensureQueryData(
      productsBySkuQueryOptions(context.catalogue, bundleSkus(page.product)),
    );
    return productHead(context, page);
  },
};
