import type { ResolvedPage, Story } from '@cairn/commerce-client';
import { categoryProductsQueryOptions, pageQueryOptions } from '@cairn/commerce-client/query';
import type { Block } from '@cairn/content-blocks/block-data';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ListingSearch, listingRequest } from '../catalogue/listing-search.ts';
import { RetiredProductPage } from '../catalogue/RetiredProductPage.tsx';
import type { RouterContext } from '../router-context.ts';
import { deferred, preloadDeferred } from '../site/deferred.tsx';
import { chunksToHydrate, richTextChunk, storyBlockChunks } from '../story-blocks/block-chunks.ts';
import type { PageDeps } from './load-page.ts';

// One chunk per page type: a product page does not load the content blocks, nor a story page
// the product page (issue 16).
const ProductPage = deferred('product-page', () =>
  import('../catalogue/ProductPage.tsx').then((module) => module.ProductPage),
);
const CategoryPage = deferred('category-page', () =>
  import('../catalogue/CategoryPage.tsx').then((module) => module.CategoryPage),
);
const StoryPage = deferred('story-page', () =>
  import('./StoryPage.tsx').then((module) => module.StoryPage),
);
/** The 404 story (for the catch-all route's not-found component). */
export const NotFoundPage = deferred('not-found-page', () =>
  import('./StoryPage.tsx').then((module) => module.NotFoundPage),
);
const BrandListing = deferred('brand-listing', () =>
  import('../catalogue/BrandListing.tsx').then((module) => module.BrandListing),
);

/**
 * The deferred components PageContent renders for `page`, outermost first: the page's loader
 * preloads them (site/deferred.tsx `preloadDeferred`). Keep it beside the switch below.
 */
export function deferredComponentsOf(page: ResolvedPage, listedBrand: string | null): string[] {
  switch (page.type) {
    case 'product':
    case 'bundle':
      // Defined in the product page's chunk (catalogue/ProductPage.tsx); the blocks in the
      // story's (story-blocks/story-blocks.tsx).
      return page.product.story
        ? [ProductPage.deferredName, 'product-story', ...storyBlockChunks(page.product.story)]
        : [ProductPage.deferredName];
    case 'retired':
      // A few lines of text and links: in the entry's code, no chunk of its own.
      return [];
    case 'category':
      // Defined in the category page's chunk (catalogue/CategoryPage.tsx).
      return page.story
        ? [CategoryPage.deferredName, 'category-story', ...categoryHeroChunks(page.story)]
        : [CategoryPage.deferredName];
    default:
      // The guide's anchor bar and the blocks are defined in the story page's chunk.
      return [
        StoryPage.deferredName,
        ...(page.story.content.component === 'guide' ? ['guide-filter'] : []),
        ...storyBlockChunks(page.story),
        ...(listedBrand ? [BrandListing.deferredName] : []),
      ];
  }
}

/**
 * Loads the deferred components of the page `loadPage` just loaded (`deferredComponentsOf`) and
 * answers those the browser must have before it hydrates (`chunksToHydrate`), which the route's
 * loader returns as `deferred`: the server renders with them all loaded, and the browser loads
 * these before it hydrates (router.tsx), so no tap on the server's markup is lost while a
 * block's code is on its way. The blocks whose server markup is kept are not among them: a
 * first load never runs their code, a client navigation has loaded it here.
 */
export async function loadPageCode(
  context: Pick<RouterContext, 'queryClient' | 'shop'>,
  uri: string,
  deps: PageDeps,
  loaded: { listedBrand: string | null; badRequest?: unknown },
): Promise<string[]> {
  const page = context.queryClient.getQueryData(pageQueryOptions(context.shop, uri, deps).queryKey);
  const names = page && !loaded.badRequest ? deferredComponentsOf(page, loaded.listedBrand) : [];
  await preloadDeferred(names);
  return chunksToHydrate(names, deps.preview);
}

/** A category story renders only its hero block and introduction (catalogue/CategoryStory.tsx). */
function categoryHeroChunks(story: Story): string[] {
  const { hero, intro } = story.content as { hero?: Block; intro?: unknown };
  return [...(hero ? storyBlockChunks(hero) : []), ...(intro ? [richTextChunk] : [])];
}

/**
 * Renders the resolved page by its type: product or bundle, a product no longer sold, category,
 * or content story (with its brand's listing on a brand page).
 */
export function PageContent({
  uri,
  deps,
  listing,
  listedBrand = null,
}: {
  uri: string;
  deps: PageDeps;
  listing: ListingSearch;
  /** The brand whose products the story lists below its blocks (the loader checked it). */
  listedBrand?: string | null;
}) {
  const { shop } = useRouteContext({ from: '__root__' });
  const { data: page } = useSuspenseQuery(pageQueryOptions(shop, uri, deps));
  switch (page.type) {
    case 'product':
    case 'bundle':
      return <ProductPage key={page.product.id} product={page.product} />;
    case 'category':
      return <CategoryListing page={page} listing={listing} />;
    case 'retired':
      return <RetiredProductPage product={page.product} />;
    default:
      return (
        <StoryPage uri={uri} deps={deps}>
          {listedBrand ? (
            <BrandListing brand={listedBrand} state={listing} path={page.meta.canonicalPath} />
          ) : null}
        </StoryPage>
      );
  }
}

function CategoryListing({
  page,
  listing,
}: {
  page: Extract<ResolvedPage, { type: 'category' }>;
  listing: ListingSearch;
}) {
  const { catalogue } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(
    categoryProductsQueryOptions(catalogue, page.category.uri, listingRequest(listing)),
  );
  return (
    <CategoryPage
      category={data.category ?? page.category}
      story={page.story}
      listing={data}
      state={listing}
      path={page.category.uri}
    />
  );
}
