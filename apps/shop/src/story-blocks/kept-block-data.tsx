import type { Story } from '@cairn/commerce-client';
import {
  appointmentStoresQueryOptions,
  contentEntriesQueryOptions,
  productsBySkuQueryOptions,
} from '@cairn/commerce-client/query';
import {
  type ArticleQuery,
  articlesByQuery,
  type BlockData,
  type BlockDataNeeds,
  BlockDataProvider,
  blockDataNeeds,
  loadBlockData,
  productsBySku,
  useBlockData,
} from '@cairn/content-blocks/block-data';
import type { BlockComponent, BlockProps } from '@cairn/content-blocks/renderer';
import { type QueryKey, useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import { type ReactNode, useContext, useMemo } from 'react';
import { productImageUrl } from '../catalogue/images.ts';
import type { RouterContext } from '../router-context.ts';
import { serverMarkupOnly } from '../site/dehydration.ts';
import { sanitisedEmbedsQueryOptions } from './sanitised-embeds.ts';
import { failedInLoader, type KeptNeeds, KeptNeedsContext } from './story-block-data.tsx';

// What only a client render needs, a chunk apart from every first load (issue 16): a route
// loader's prefetch of a story's block data, and the products and articles of the blocks whose
// server markup is kept. The loader (page-types/load-page.ts) and the kept blocks' code
// (story-blocks/story-blocks.tsx) import it as they need it.

const articleListQuery = (query: ArticleQuery) => ({
  ...(query.startsWith ? { startsWith: query.startsWith } : {}),
  ...(query.uuids ? { uuids: query.uuids } : {}),
  perPage: query.limit,
});

/**
 * The products and articles a story's blocks show. Only blocks whose server markup is kept
 * show them (the spotlight, the product grid, featured articles), so the server does not send
 * them with the page (site/dehydration.ts), but for a preview, whose blocks all hydrate. The
 * loader and `KeptBlockData` ask with the same options: a query keeps the `meta` of the options
 * it was made or last fetched with.
 */
function keptQueries(
  { shop, catalogue }: Pick<RouterContext, 'shop' | 'catalogue'>,
  needs: BlockDataNeeds,
  preview: boolean,
) {
  const meta = preview ? {} : { meta: serverMarkupOnly };
  const articles = (query: ArticleQuery) => ({
    ...contentEntriesQueryOptions(shop, articleListQuery(query), preview),
    ...meta,
  });
  return {
    products:
      needs.skus.length > 0
        ? { ...productsBySkuQueryOptions(catalogue, needs.skus), ...meta }
        : undefined,
    articles,
    articleLists: needs.articleQueries.map(articles),
  };
}

/**
 * Prefetches what a story's product, article, embed and store blocks show (see `blockDataNeeds`),
 * and never fails: the story is the page, and these are its extras, as a Hydrogen route's
 * deferred data is. A source that fails (the catalogue or the content service down, a timeout)
 * leaves its query failed in the cache, which the blocks' data reads as nothing
 * (`failedInLoader`), so those blocks show what they can without it; one warning names what
 * failed. Answers whether everything loaded: a page without some of it is not one to keep.
 */
export async function loadStoryBlockData(
  context: RouterContext,
  story: Story,
  preview: boolean,
): Promise<{ complete: boolean }> {
  const { queryClient } = context;
  const kept = keptQueries(context, blockDataNeeds(story), preview);
  const failed = new Map<string, unknown>();
  const orNothing = <T,>(source: string, load: () => Promise<T>, nothing: T): Promise<T> =>
    load().catch((error: unknown) => {
      failed.set(source, error);
      return nothing;
    });
  // The block library's loader, with the query cache as its sources: the blocks read the
  // cache as they render (`StoryBlockData`, `KeptBlockData`).
  await loadBlockData(story, {
    catalogue: {
      productsBySku: () =>
        orNothing(
          'products',
          async () => (kept.products ? queryClient.ensureQueryData(kept.products) : []),
          [],
        ),
    },
    articles: (query) =>
      orNothing('articles', () => queryClient.ensureQueryData(kept.articles(query)), []),
    stores: {
      appointmentStores: () =>
        orNothing(
          'stores',
          () => queryClient.ensureQueryData(appointmentStoresQueryOptions(context.stores)),
          [],
        ),
    },
    sanitiseEmbeds: (embeds) =>
      orNothing(
        'embeds',
        () => queryClient.ensureQueryData(sanitisedEmbedsQueryOptions(embeds, context.shop)),
        [],
      ),
    productImageUrl,
    preview,
  });
  if (failed.size > 0) {
    console.warn(
      `The ${[...failed.keys()].sort().join(', ')} of ${story.full_slug}'s blocks did not load; the page shows its blocks without them:`,
      ...failed.values(),
    );
  }
  return { complete: failed.size === 0 };
}

/**
 * Adds the story's products and articles to the blocks' data (`getProductsBySku`,
 * `getArticles`), for the blocks whose server markup is kept (story-blocks/story-blocks.tsx). It
 * renders only where they do: on the server, which has the data, and in the browser on a
 * client render (a navigation, whose loader has fetched the data; a preview, whose page came
 * with it), never while the page hydrates, when the browser has not got the data. Outside a
 * story (a product's editorial blocks) it adds nothing.
 */
export function KeptBlockData({ children }: { children: ReactNode }) {
  const kept = useContext(KeptNeedsContext);
  return kept ? <StoryKeptBlockData kept={kept}>{children}</StoryKeptBlockData> : children;
}

function StoryKeptBlockData({ kept, children }: { kept: KeptNeeds; children: ReactNode }) {
  const outer = useBlockData();
  const queryClient = useQueryClient();
  // What the loader fetched: a product list or article list it could not fetch is not read
  // (`failedInLoader`), and its blocks show what they can without it.
  const loaded = useMemo(() => {
    const queries = keptQueries(kept, kept.needs, kept.preview);
    const fetched = (options: { queryKey: QueryKey }) =>
      !failedInLoader(queryClient, options.queryKey);
    const articles = kept.needs.articleQueries.flatMap((query, index) => {
      const options = queries.articleLists[index];
      return options && fetched(options) ? [{ query, options }] : [];
    });
    return {
      // An array, not a tuple of one or none, so the hook keeps the query's data type.
      products: queries.products && fetched(queries.products) ? [queries.products] : [],
      articleQueries: articles.map(({ query }) => query),
      articleLists: articles.map(({ options }) => options),
    };
  }, [kept, queryClient]);
  const [products] = useSuspenseQueries({ queries: loaded.products, combine: dataOfEach });
  const articleLists = useSuspenseQueries({ queries: loaded.articleLists, combine: dataOfEach });
  // The same value while the data is the same, as `StoryBlockData`'s.
  const value = useMemo<BlockData>(
    () => ({
      ...outer,
      getProductsBySku: productsBySku(products ?? [], { productImageUrl }),
      getArticles: articlesByQuery(loaded.articleQueries, articleLists),
    }),
    [outer, products, articleLists, loaded],
  );
  return <BlockDataProvider value={value}>{children}</BlockDataProvider>;
}

/** The block given its products and articles (`KeptBlockData`): story-blocks/story-blocks.tsx. */
export function withKeptBlockData(Block: BlockComponent): BlockComponent {
  function BlockWithKeptData(props: BlockProps) {
    return (
      <KeptBlockData>
        <Block {...props} />
      </KeptBlockData>
    );
  }
  return BlockWithKeptData;
}

/** The data of each query, in order (`combine` for `useSuspenseQueries`: one stable function). */
function dataOfEach<T>(results: readonly { data: T }[]): T[] {
  return results.map((result) => result.data);
}
