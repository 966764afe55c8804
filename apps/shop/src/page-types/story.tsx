import { brandProductsQueryOptions } from '@cairn/commerce-client/query';
import { brandListingState, listedBrandOf } from '../catalogue/brand-listing.ts';
import { type ListingSearch, listingRequest } from '../catalogue/listing-search.ts';
import type { LayoutName, RouterContext } from '../router-context.ts';
import { pageHead } from '../seo/page-head.ts';
import { deferred } from '../site/deferred.tsx';
import { refusalStatus } from '../site/refusal-status.ts';
import { storyBlockChunks } from '../story-blocks/block-chunks.ts';
import { tooManyFilters, withListingCanonical } from './listing-load.ts';
import type { PageOf, PageType } from './page-type.ts';

const StoryPage = deferred('story-page', () =>
  import('./StoryPage.tsx').then((module) => module.StoryPage),
);
const BrandListing = deferred('brand-listing', () =>
  import('../catalogue/BrandListing.tsx').then((module) => module.BrandListing),
);

/**
 * A content story: its blocks' data, and on a brand page the brand's listing below the blocks.
 * An information page renders in the info layout.
 */
export const storyPageType: PageType<PageOf<'story'>> = {
  load: async (context, page, { deps, listing }) => {
    const head = pageHead(page.meta, context.origin);
    const layout: LayoutName = page.story.content.component === 'info-page' ? 'info' : 'default';
    const brand = listedBrandOf(page.story);
    const [blockData, listed] = await Promise.all([
      // Its code is a chunk of its own, which only a client navigation loads: a first load
      // hydrates with the data the server sent (story-blocks/kept-block-data.tsx). It never
      // fails: blocks whose products, articles, stores or embeds did not load show what they
      // can without them, on a page no cache keeps.
      import('../story-blocks/kept-block-data.tsx').then((kept) =>
        kept.loadStoryBlockData(context, page.story, deps.preview),
      ),
      brand ? loadBrandListing(context, brand, listing) : false,
    ]);
    const loaded = { head, layout, ...(blockData.complete ? {} : { partial: true as const }) };
    if (listed === 'refused') return { ...loaded, badRequest: tooManyFilters };
    if (!brand || !listed) return loaded;
    head.links = withListingCanonical(head.links, page.meta.canonicalPath, listing, context.origin);
    return { ...loaded, listedBrand: brand };
  },
  // The guide's anchor bar and the blocks are defined in the story page's chunk.
  chunks: (page, { listedBrand }) => [
    StoryPage.deferredName,
    ...(page.story.content.component === 'guide' ? ['guide-filter'] : []),
    ...storyBlockChunks(page.story),
    ...(listedBrand ? [BrandListing.deferredName] : []),
  ],
  Component: ({ page, request: { deps, listing }, listedBrand }) => (
    <StoryPage story={page.story} preview={deps.preview}>
      {listedBrand ? (
        <BrandListing brand={listedBrand} state={listing} path={page.meta.canonicalPath} />
      ) : null}
    </StoryPage>
  ),
};

/**
 * A brand page's listing into the cache; false when the catalogue does not know the brand the
 * story names (an editor's slip), so the page shows its blocks alone rather than failing.
 */
async function loadBrandListing(
  context: RouterContext,
  brand: string,
  listing: ListingSearch,
): Promise<boolean | 'refused'> {
  try {
    await context.queryClient.ensureQueryData(
      brandProductsQueryOptions(
        context.catalogue,
        brand,
        listingRequest(brandListingState(listing)),
      ),
    );
    return true;
  } catch (error) {
    if (refusalStatus(error) === 400) return 'refused';
    if (refusalStatus(error) !== 404) throw error;
    console.warn(`No brand '${brand}' in the catalogue: its brand page lists no products`);
    return false;
  }
}
