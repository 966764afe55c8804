import { pageQueryOptions } from '@cairn/commerce-client/query';
import { notFound } from '@tanstack/react-router';
import type { LayoutName, RouterContext } from '../../router.tsx';
import { pageHead } from '../../seo/page-head.ts';

export type PageDeps = { preview: boolean; release?: string };

/**
 * Resolves the page at `uri` into the query cache. An unknown page throws notFound, which
 * renders the route's not-found component (the 404 story) with HTTP status 404.
 */
export async function loadPage(context: RouterContext, uri: string, deps: PageDeps) {
  const page = await context.queryClient.ensureQueryData(pageQueryOptions(context.shop, uri, deps));
  if (page.type === 'error') throw notFound({ data: { uri } });
  const layout: LayoutName = page.story.content.component === 'info-page' ? 'info' : 'default';
  return { uri, layout, head: pageHead(page.meta, context.origin) };
}
