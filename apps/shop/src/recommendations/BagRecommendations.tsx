import type { Cart } from '@cairn/commerce-client';
import { cartRecommendationsQueryOptions, recommendationKeys } from '@cairn/commerce-client/query';
import { skipToken, useQuery } from '@tanstack/react-query';
import { RecommendationRow } from './RecommendationRow.tsx';
import { noKeys, useRecommendations } from './use-recommendations.ts';

/**
 * The bag's recommendations: bought together with its lines, and bestsellers (6), never what
 * is already in the bag. An empty bag shows the bestsellers.
 */
export function BagRecommendations({ cart, onNavigate }: { cart: Cart; onNavigate?: () => void }) {
  const recommendations = useRecommendations();
  const skus = cart.selection.items.map((line) => line.sku);
  const options = recommendations
    ? cartRecommendationsQueryOptions(recommendations.client, recommendations.keys, skus)
    : undefined;
  const { data } = useQuery({
    queryKey: options?.queryKey ?? recommendationKeys.cart(noKeys, skus),
    queryFn: options?.queryFn ?? skipToken,
    staleTime: options?.staleTime,
  });
  return (
    <>
      <RecommendationRow
        title="Goes well with your bag"
        products={data?.cart.slice(0, 4)}
        headingLevel={3}
        onNavigate={onNavigate}
      />
      <RecommendationRow
        title="Bestsellers"
        products={data?.bestsellers}
        headingLevel={3}
        onNavigate={onNavigate}
      />
    </>
  );
}
