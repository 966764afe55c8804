import { ApiError, type StoresClient, type Story } from '@cairn/commerce-client';
import { appointmentStoresQueryOptions } from '@cairn/commerce-client/query';
import {
  type BlockData,
  type BlockDataNeeds,
  BlockDataProvider,
  blockDataNeeds,
  blockStore,
  type OrderTrackingRequest,
  type OrderTrackingResult,
} from '@cairn/content-blocks/block-data';
import {
  type QueryClient,
  type QueryKey,
  type UseSuspenseQueryOptions,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { createContext, type ReactNode, useMemo } from 'react';
import type { RouterContext } from '../router-context.ts';
import { serverMarkupOnly } from '../site/dehydration.ts';
import { sanitisedEmbedsQueryOptions } from './sanitised-embeds.ts';

/** What `KeptBlockData` (story-blocks/kept-block-data.tsx) reads: the story's needs, as `StoryBlockData` worked them out. */
export type KeptNeeds = Pick<RouterContext, 'shop' | 'catalogue'> & {
  needs: BlockDataNeeds;
  preview: boolean;
};

export const KeptNeedsContext = createContext<KeptNeeds | undefined>(undefined);

/**
 * Gives the story's blocks their embeds and stores from the query cache: the data of blocks
 * that hydrate (the embed, the store picker), sent with the page. Their products and articles
 * are `KeptBlockData`'s (story-blocks/kept-block-data.tsx), read only where a block renders in the
 * browser, whose code loads only then.
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
  // Each query's data keeps its identity while it is the same (structural sharing): the
  // blocks' context then changes only when their data does. A new value at every render would
  // reach blocks still waiting to hydrate (ServerMarkup's `visible` mode), and React gives up
  // hydrating such a block and renders it from scratch, emptying it for a moment (a layout shift).
  const embeds = useDataIfNeeded(
    needs.embeds.length > 0 ? sanitisedEmbedsQueryOptions(needs.embeds, shop) : undefined,
  );
  const storeList = useDataIfNeeded(
    needs.stores ? appointmentStoresQueryOptions(stores) : undefined,
  );
  const value = useMemo<BlockData>(() => {
    const sanitised = embeds ?? [];
    return {
      getSanitisedEmbed: (html) => {
        const index = needs.embeds.indexOf(html);
        return index === -1 ? undefined : sanitised[index];
      },
      getStores: () => (storeList ?? []).map(blockStore),
      trackOrder: (request) => trackOrder(stores, request),
    };
  }, [embeds, storeList, needs, stores]);
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
 * What a story does not need: nothing, there at once (never fetched, never sent with the page).
 * It stands in for an optional query so the hooks run in the same order however the story
 * changes (a preview's editor adding the first embed).
 */
const nothingNeeded = {
  queryKey: ['story-block-data', 'nothing'],
  queryFn: () => null,
  initialData: null,
  staleTime: Number.POSITIVE_INFINITY,
  meta: serverMarkupOnly,
} satisfies UseSuspenseQueryOptions<null>;

/**
 * Whether the loader's fetch of `queryKey` failed and left no data (story-blocks/kept-block-data.tsx's
 * `loadStoryBlockData`). A suspense read of it would throw that error, and the page would fail
 * with it; the blocks' data reads it as nothing instead. The server sends the failed query with
 * the page, so the browser hydrates the blocks as the server rendered them.
 */
export function failedInLoader(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const state = queryClient.getQueryState(queryKey);
  return state?.status === 'error' && state.data === undefined;
}

/**
 * The data of `options` (suspending until it is in the cache), or undefined without options or
 * when the loader could not fetch it (`failedInLoader`). `useSuspenseQuery` once each, rather
 * than `useSuspenseQueries`: the entry has it already, and the latter's observer of many
 * queries is 1 KB more on every story page (issue 16).
 */
function useDataIfNeeded<T, Key extends QueryKey>(
  options: UseSuspenseQueryOptions<T, Error, T, Key> | undefined,
): T | undefined {
  const queryClient = useQueryClient();
  const read = options && !failedInLoader(queryClient, options.queryKey) ? options : undefined;
  const { data } = useSuspenseQuery(
    (read ?? nothingNeeded) as unknown as UseSuspenseQueryOptions<T | null>,
  );
  return data ?? undefined;
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
