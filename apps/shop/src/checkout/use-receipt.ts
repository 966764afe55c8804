import { ApiError, type CommerceClient, type Order } from '@cairn/commerce-client';
import { commerceKeys, receiptQueryOptions } from '@cairn/commerce-client/query';
import { type QueryClient, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCommerce } from '../commerce/commerce-context.tsx';
import { accountKeys } from '../customers/orders/order-queries.ts';
import { clearDraft } from './checkout-draft.ts';
import { checkoutSession } from './use-checkout-submit.ts';

/**
 * The parameters a payment provider's return brought to `/success` (Centra's
 * `paymentMethodFields`), or undefined for a plain visit: the page is otherwise never asked
 * with a query. Read in the browser only.
 */
export function paymentReturnFields(
  search = typeof window === 'undefined' ? '' : window.location.search,
): Record<string, string> | undefined {
  const params = new URLSearchParams(search);
  return params.size > 0 ? Object.fromEntries(params) : undefined;
}

/**
 * After a provider's page: `POST /payment-result` places the order and answers it. One that
 * was confirmed already (the answer got lost, or the page is reloaded or revisited with the
 * same return) is this session's last order: the receipt, never a second payment.
 */
export async function confirmPaymentReturn(
  client: Pick<CommerceClient, 'paymentResult' | 'getReceipt'>,
  fields: Record<string, string>,
  queryClient?: Pick<QueryClient, 'invalidateQueries'>,
): Promise<Order> {
  let order: Order;
  try {
    order = await client.paymentResult(fields);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    order = await client.getReceipt();
  }
  clearDraft(checkoutSession());
  // The session has a new, empty cart now; the orders list has one more.
  void queryClient?.invalidateQueries({ queryKey: commerceKeys.selection() });
  void queryClient?.invalidateQueries({ queryKey: accountKeys.orderPages() });
  return order;
}

/**
 * The order this browser's session placed last. Checkout puts it in the cache on payment, so
 * the success page shows it at once; a return from a provider's page confirms the payment
 * first (`confirmPaymentReturn`); a reload reads it again (`GET /receipt`). Nothing on the
 * server and the first client render.
 */
export function useReceipt() {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  // Read once: the page drops the query from its address after confirming.
  const [fields] = useState(() => paymentReturnFields());
  const options = commerce ? receiptQueryOptions(commerce.client) : undefined;
  return useQuery({
    queryKey: commerceKeys.receipt(),
    queryFn: !commerce
      ? skipToken
      : fields
        ? () => confirmPaymentReturn(commerce.client, fields, queryClient)
        : (options?.queryFn ?? skipToken),
    staleTime: options?.staleTime,
    retry: false,
  });
}
