import type { Story } from '@cairn/commerce-client';
import { categoryProductsQueryOptions } from '@cairn/commerce-client/query';
import type { Block } from '@cairn/content-blocks/block-data';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { listingRequest } from '../catalogue/listing-search.ts';
import { pageHead } from '../seo/page-head.ts';
import { deferred } from '../site/deferred.tsx';
import { richTextChunk, storyBlockChunks } from '../story-blocks/block-chunks.ts';
import { refusedListing, withListingCanonical } from './listing-load.ts';
import type { PageOf, PageProps, PageType } from './page-type.ts';

type CategoryPageData = PageOf<'category'>;

const CategoryPage = deferred('category-page', () =>
  import('../catalogue/CategoryPage.tsx').then((module) => module.CategoryPage),
);

/** A category: its listing for the state in the URL, below its story's hero and introduction. */
export const categoryPageType: PageType<CategoryPageData> = {
  load: async (context, page, { listing }) => {
    const head = pageHead(page.meta, context.origin);
    const badRequest = await refusedListing(
      context.queryClient.ensureQueryData(
        categoryProductsQueryOptions(context.catalogue, page.category.uri, listingRequest(listing)),
      ),
    );
    if (badRequest) return { head, badRequest };
    head.links = withListingCanonical(head.links, page.meta.canonicalPath, listing, context.origin);
    return { head };
  },
  // The category story's chunk is defined in the category page's (catalogue/CategoryPage.tsx).
  chunks: (page) =>
    page.story
      ? [CategoryPage.deferredName, 'category-story', ...categoryHeroChunks(page.story)]
      : [CategoryPage.deferredName],
  Component: CategoryListing,
};

/** A category story renders only its hero block and introduction (catalogue/CategoryStory.tsx). */
function categoryHeroChunks(story: Story): string[] {
  const { hero, intro } = story.content as { hero?: Block; intro?: unknown };
  return [...(hero ? storyBlockChunks(hero) : []), ...(intro ? [richTextChunk] : [])];
}

function CategoryListing({ page, request: { listing } }: PageProps<CategoryPageData>) {
  const { catalogue } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(
    categoryProductsQueryOptions(catalogue, page.category.uri, listingRequest(listing)),
  );
  return (
    <CategoryPage
      category={page.category}
      story={page.story}
      listing={data}
      state={listing}
      path={page.category.uri}
    />
  );
}
