import { RetiredProductPage } from '../catalogue/RetiredProductPage.tsx';
import { pageHead } from '../seo/page-head.ts';
import type { PageOf, PageType } from './page-type.ts';

/** A product no longer sold: the server answers it with status 410 (entry-server.tsx). */
export const retiredPageType: PageType<PageOf<'retired'>> = {
  load: async (context, page) => ({ head: pageHead(page.meta, context.origin), gone: true }),
  // A few lines of text and links: in the entry's code, no chunk of its own.
  chunks: () => [],
  Component: ({ page }) => <RetiredProductPage product={page.product} />,
};
