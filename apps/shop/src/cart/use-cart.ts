import { type Cart, type CommerceClient, OutOfStockError } from '@cairn/commerce-client';
import { commerceKeys, selectionQueryOptions } from '@cairn/commerce-client/query';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCommerce } from '../commerce/commerce-context.tsx';

/**
 * The cart of this browser. Nothing on the server and on the first client render (so both
 * render the same loading state); then `GET /selection`, which starts a cart on first load and
 * stores its token.
 */
export function useCart() {
  const commerce = useCommerce();
  const options = commerce ? selectionQueryOptions(commerce.client) : undefined;
  return useQuery({
    queryKey: commerceKeys.selection(),
    queryFn: options?.queryFn ?? skipToken,
    staleTime: options?.staleTime,
  });
}

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
