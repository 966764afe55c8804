import { recommendationLimits } from '@cairn/commerce-client';
import { productCollectionQueryOptions, recommendationKeys } from '@cairn/commerce-client/query';
import { skipToken, useQuery } from '@tanstack/react-query';
import { RecommendationRow } from './RecommendationRow.tsx';
import { noKeys, useRecommendations } from './use-recommendations.ts';

const request = {
  list: 'search',
  reference: '/search',
  limit: recommendationLimits.search,
} as const;

/** Search recommendations (4): bestsellers of what this shopper looked at, then the rest. */
export function SearchRecommendations({ title = 'Recommended for you' }: { title?: string }) {
  const recommendations = useRecommendations();
  const options = recommendations
    ? productCollectionQueryOptions(recommendations.client, recommendations.keys, request)
    : undefined;
  const { data } = useQuery({
    queryKey: options?.queryKey ?? recommendationKeys.collection(noKeys, request),
    queryFn: options?.queryFn ?? skipToken,
    staleTime: options?.staleTime,
  });
  return <RecommendationRow title={title} products={data} />;
}
