import {
  createRecommendationsClient,
  type RecommendationKeys,
  type RecommendationsClient,
} from '@cairn/commerce-client';
import { useCallback, useMemo } from 'react';
import { useCommerce } from '../commerce/commerce-context.tsx';
import { useAllows } from '../consent/consent-state.ts';

/** The keys in query keys before the browser's are known (the query is skipped then). */
export const noKeys: RecommendationKeys = { sessionKey: '', customerKey: '' };

export type Recommendations = { client: RecommendationsClient; keys: RecommendationKeys };

/**
 * The recommendations client and this browser's keys (from localStorage); null on the server,
 * so recommendation rows render nothing there and load in the browser.
 */
export function useRecommendations(): Recommendations | null {
  const commerce = useCommerce();
  const client = useMemo(
    () => (commerce ? createRecommendationsClient({ baseUrl: window.location.origin }) : null),
    [commerce],
  );
  // Read on each render: paying regenerates the keys (requirements R-FLOW-8).
  const keys = commerce?.state.recommendationKeys();
  const sessionKey = keys?.sessionKey;
  const customerKey = keys?.customerKey;
  return useMemo(
    () =>
      client && sessionKey && customerKey ? { client, keys: { sessionKey, customerKey } } : null,
    [client, sessionKey, customerKey],
  );
}

/**
 * A click on a recommended product: remembered as the current ticket and sku (requirements
 * R-DATA-18), and sent with `notify` when the shopper allows statistics. Failures are
 * ignored; the navigation goes on.
 */
export function useRecommendationClick() {
  const commerce = useCommerce();
  const recommendations = useRecommendations();
  const countsClicks = useAllows('statistics');
  // A plain call, not a query mutation: nothing waits on it or shows its state, and Query's
  // mutation code would then load with every page that shows a recommendation (issue 33).
  return useCallback(
    ({ ticket, sku }: { ticket: string; sku: string }) => {
      commerce?.state.setClickTicket(ticket, sku);
      if (countsClicks && recommendations)
        recommendations.client
          .notify(recommendations.keys, 'click', { ticket })
          .catch(() => undefined);
    },
    [commerce, countsClicks, recommendations],
  );
}
