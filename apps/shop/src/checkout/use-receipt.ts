import { commerceKeys, receiptQueryOptions } from '@cairn/commerce-client/query';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useCommerce } from '../commerce/commerce-context.tsx';

/**
 * The order this browser's session placed last. Checkout puts it in the cache on payment, so
 * the success page shows it at once; a reload reads it again (`GET /receipt`). Nothing on the
 * server and the first client render.
 */
export function useReceipt() {
  const commerce = useCommerce();
  const options = commerce ? receiptQueryOptions(commerce.client) : undefined;
  return useQuery({
    queryKey: commerceKeys.receipt(),
    queryFn: options?.queryFn ?? skipToken,
    staleTime: options?.staleTime,
    retry: false,
  });
}
