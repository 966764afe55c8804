import { type Cart, type CommerceClient, OutOfStockError } from '@cairn/commerce-client';
import { commerceKeys } from '@cairn/commerce-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCommerce } from '../commerce/commerce-context.tsx';

// Apart from `useCart` (use-cart.ts), which the header's bag button reads on every page: a
// change is made only where the bag is edited, so the mutation code loads with those chunks.

/**
 * A change to the cart. Every cart call answers the whole cart, which replaces the cached one:
 * a country change or a voucher reprices every line and total at once. When stock ran out
 * under the shopper, the cart is read again so the lines say so.
 */
export function useCartChange<Variables>(
  change: (client: CommerceClient, variables: Variables) => Promise<Cart>,
) {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => {
      if (!commerce) throw new Error('The bag is still loading; try again in a moment.');
      return change(commerce.client, variables);
    },
    onSuccess: (cart) => {
      queryClient.setQueryData(commerceKeys.selection(), cart);
    },
    onError: (error) => {
      if (error instanceof OutOfStockError) {
        void queryClient.invalidateQueries({ queryKey: commerceKeys.selection() });
      }
    },
  });
}
