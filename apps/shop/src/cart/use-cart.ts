import { commerceKeys, selectionQueryOptions } from '@cairn/commerce-client/query';
import { skipToken, useQuery } from '@tanstack/react-query';
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
