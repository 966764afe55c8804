import {
  ApiError,
  type AppointmentStore,
  type Product,
  type StoresClient,
  type Story,
} from '@cairn/commerce-client';
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
  blockStore,
  loadBlockData,
  type OrderTrackingRequest,
  type OrderTrackingResult,
  productsBySku,
  type SanitisedEmbed,
  useBlockData,
} from '@cairn/content-blocks/block-data';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { productImageUrl } from '../catalogue/images.ts';
import type { RouterContext } from '../router-context.ts';
import { serverMarkupOnly } from '../site/dehydration.ts';
import { sanitisedEmbedsQueryOptions } from './sanitised-embeds.ts';

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

/** Prefetches what a story's product, article, embed and store blocks show (see `blockDataNeeds`). */
export async function loadStoryBlockData(context: RouterContext, story: Story, preview: boolean) {
  const { queryClient } = context;
  const kept = keptQueries(context, blockDataNeeds(story), preview);
  // The block library's loader, with the query cache as its sources: the blocks read the
  // cache as they render (`StoryBlockData`, `KeptBlockData`).
  await loadBlockData(story, {
    catalogue: {
      productsBySku: async () => (kept.products ? queryClient.ensureQueryData(kept.products) : []),
    },
    articles: (query) => queryClient.ensureQueryData(kept.articles(query)),
    stores: {
      appointmentStores: () =>
        queryClient.ensureQueryData(appointmentStoresQueryOptions(context.stores)),
    },
    sanitiseEmbeds: (embeds) =>
      queryClient.ensureQueryData(sanitisedEmbedsQueryOptions(embeds, context.shop)),
    productImageUrl,
    preview,
  });
}

/** What `KeptBlockData` reads: the story's needs, as `StoryBlockData` worked them out. */
type KeptNeeds = Pick<RouterContext, 'shop' | 'catalogue'> & {
  needs: BlockDataNeeds;
  preview: boolean;
};

const KeptNeedsContext = createContext<KeptNeeds | undefined>(undefined);

/**
 * Gives the story's blocks their embeds and stores from the query cache: the data of blocks
 * that hydrate (the embed, the store picker), sent with the page. Their products and articles
 * are `KeptBlockData`'s, read only where a block renders in the browser.
 */
export function StoryBlockData({
  story,
  preview,
  children,
}: {
  story: Story;
  preview: boolean;
  children: ReactNode;
}) {
  const { shop, catalogue, stores } = useRouteContext({ from: '__root__' });
  const needs = useMemo(() => blockDataNeeds(story), [story]);
  // Only what the loader prefetched: a query missing from the cache would suspend during
  // server rendering and stream the page body late.
  // Each query's data, the same array while the data is the same (the combined result is
  // structurally shared): the blocks' context then changes only when their data does. A new
  // value at every render would reach blocks still waiting to hydrate (ServerMarkup's
  // `visible` mode), and React gives up hydrating such a block and renders it from scratch,
  // emptying it for a moment (a layout shift).
  const data = useSuspenseQueries({
    queries: [
      ...(needs.embeds.length > 0 ? [sanitisedEmbedsQueryOptions(needs.embeds, shop)] : []),
      ...(needs.stores ? [appointmentStoresQueryOptions(stores)] : []),
    ],
    combine: dataOfEach,
  });
  const value = useMemo<BlockData>(() => {
    const embeds = needs.embeds.length > 0 ? data[0] : undefined;
    const storeList = needs.stores ? data.at(-1) : undefined;
    const sanitised = (embeds ?? []) as SanitisedEmbed[];
    return {
      getSanitisedEmbed: (html) => {
        const index = needs.embeds.indexOf(html);
        return index === -1 ? undefined : sanitised[index];
      },
      getStores: () => ((storeList ?? []) as AppointmentStore[]).map(blockStore),
      trackOrder: (request) => trackOrder(stores, request),
    };
  }, [data, needs, stores]);
  const kept = useMemo<KeptNeeds>(
    () => ({ shop, catalogue, needs, preview }),
    [shop, catalogue, needs, preview],
  );
  return (
    <KeptNeedsContext.Provider value={kept}>
      <BlockDataProvider value={value}>{children}</BlockDataProvider>
    </KeptNeedsContext.Provider>
  );
}

/**
 * Adds the story's products and articles to the blocks' data (`getProductsBySku`,
 * `getArticles`), for the blocks whose server markup is kept (pages/story-blocks.tsx). It
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
  const { needs } = kept;
  const queries = keptQueries(kept, needs, kept.preview);
  const data = useSuspenseQueries({
    queries: [...(queries.products ? [queries.products] : []), ...queries.articleLists],
    combine: dataOfEach,
  });
  // The same value while the data is the same, as `StoryBlockData`'s.
  const value = useMemo<BlockData>(() => {
    const products = needs.skus.length > 0 ? data[0] : undefined;
    const articleLists = needs.skus.length > 0 ? data.slice(1) : data;
    return {
      ...outer,
      getProductsBySku: productsBySku((products ?? []) as Product[], { productImageUrl }),
      getArticles: articlesByQuery(needs.articleQueries, articleLists as Story[][]),
    };
  }, [outer, data, needs]);
  return <BlockDataProvider value={value}>{children}</BlockDataProvider>;
}

/** The data of each query, in order (`combine` for `useSuspenseQueries`: one stable function). */
function dataOfEach(results: readonly { data: unknown }[]): unknown[] {
  return results.map((result) => result.data);
}

/** The tracking widget's lookup: the API's own message for a miss or too many guesses. */
async function trackOrder(
  stores: StoresClient,
  request: OrderTrackingRequest,
): Promise<OrderTrackingResult> {
  try {
    const found = await stores.trackOrder(request);
    return {
      orderNumber: found.orderNumber,
      status: found.status,
      ...(found.carrier ? { carrier: found.carrier } : {}),
      ...(found.estimatedDelivery ? { estimatedDelivery: found.estimatedDelivery } : {}),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw error;
    throw new Error('Order tracking is not available right now. Please try again later.');
  }
}
