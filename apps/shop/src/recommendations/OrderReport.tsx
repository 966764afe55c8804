import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { finishOrder } from '../checkout/order-handoff.ts';
import { useReceipt } from '../checkout/use-receipt.ts';
import { useCommerce } from '../commerce/commerce-context.tsx';
import { useRecommendations } from './use-recommendations.ts';

/**
 * Reports the order just placed to the recommendations (`/api/elevate/order`), once per order
 * and tab, with the keys it was shopped with and the session's token (the API counts only a
 * real order of that session, once). Renders nothing. Place it before the success
 * page: its effect then finishes the order first (finishing twice is a no-op).
 */
export function OrderReport() {
  const commerce = useCommerce();
  const recommendations = useRecommendations();
  const { data: order } = useReceipt();
  const { mutate: report } = useMutation({
    mutationFn: (args: Parameters<NonNullable<typeof recommendations>['client']['order']>) =>
      recommendations ? recommendations.client.order(...args) : Promise.resolve(null),
  });
  useEffect(() => {
    if (!order || !commerce || !recommendations) return;
    const finished = finishOrder(order.order, commerce.state, window.sessionStorage);
    if (!finished.first || order.items.length === 0) return;
    report([
      finished.shoppingKeys,
      order.items.map((line) => ({
        quantity: line.quantity,
        variantKey: line.sku,
        sellingPrice: line.priceEachAsNumber,
      })),
      // The API counts the order of this session only, once.
      { token: commerce.state.cartToken },
    ]);
  }, [order, commerce, recommendations, report]);
  return null;
}
