import { recommendationLimits } from '@cairn/commerce-client';
import {
  productRecommendationsQueryOptions,
  recommendationKeys,
} from '@cairn/commerce-client/query';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAllows } from '../consent/consent-state.ts';
import { RecommendationRow } from './RecommendationRow.tsx';
import { noKeys, useRecommendations } from './use-recommendations.ts';

/**
 * The product page's rows: "You may also like", "Similar colours" and "Recently viewed" (8
 * each). On mount the view is notified with this browser's keys, when the shopper allows
 * statistics (the rows themselves are the page's content and need no consent).
 */
export function ProductRecommendations({ sku }: { sku: string }) {
  const recommendations = useRecommendations();
  const countsViews = useAllows('statistics');
  const { mutate: notifyView } = useMutation({
    mutationFn: (viewed: string) =>
      recommendations
        ? recommendations.client.notify(recommendations.keys, 'view', { sku: viewed })
        : Promise.resolve(null),
  });
  useEffect(() => {
    if (recommendations && countsViews) notifyView(sku);
  }, [recommendations, countsViews, sku, notifyView]);

  const options = recommendations
    ? productRecommendationsQueryOptions(
        recommendations.client,
        recommendations.keys,
        sku,
        recommendationLimits.default,
      )
    : undefined;
  const { data } = useQuery({
    queryKey:
      options?.queryKey ?? recommendationKeys.product(noKeys, sku, recommendationLimits.default),
    queryFn: options?.queryFn ?? skipToken,
    staleTime: options?.staleTime,
  });
  return (
    <>
      <RecommendationRow title="You may also like" products={data?.similar} />
      <RecommendationRow title="Similar colours" products={data?.similarColours} />
      <RecommendationRow
        title="Recently viewed"
        products={data?.recentlyViewed.slice(0, recommendationLimits.recentlyViewed)}
      />
    </>
  );
}
