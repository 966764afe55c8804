import type { Cart } from '@cairn/commerce-client';
import { cartRecommendationsQueryOptions, recommendationKeys } from '@cairn/commerce-client/query';
import { skipToken, useQuery } from '@tanstack/react-query';
import { onePerStyle } from './one-per-style.ts';
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
  const inBag = cart.selection.items.map((line) => line.product.sku);
  const goesWell = onePerStyle(data?.cart, inBag)?.slice(0, 4);
  const shownStyles = [...inBag, ...(goesWell ?? []).map((product) => product.sku)];
  return (
    <>
      <RecommendationRow
        title="Goes well with your bag"
        products={goesWell}
        headingLevel={3}
        onNavigate={onNavigate}
      />
      <RecommendationRow
        title="Bestsellers"
        products={onePerStyle(data?.bestsellers, shownStyles)}
        headingLevel={3}
        onNavigate={onNavigate}
      />
    </>
  );
}
