import type { Address, Customer } from '@cairn/commerce-client';
import { ordersQueryOptions } from '@cairn/commerce-client/query';
import { useQuery } from '@tanstack/react-query';
import { useBrowserCommerce, useCustomerSession } from '../customers/session/customer-session.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import { draftFromAddress } from './checkout-draft.ts';

export type CustomerPrefill =
  | { status: 'loading' }
  | { status: 'ready'; prefill: Partial<CheckoutDraft> };

/**
 * What the checkout starts from for a logged-in customer: their email, name and phone from the
 * profile, and the last address they used (the latest order's delivery address, else the
 * profile's). A guest gets nothing; the form waits while the customer is still loading so the
 * fields are never filled under the shopper's fingers.
 */
export function useCustomerPrefill(): CustomerPrefill {
  const { client } = useBrowserCommerce();
  const session = useCustomerSession();
  const customer = session.status === 'customer' ? session.customer : null;
  const latest = useQuery({
    ...ordersQueryOptions(client, { from: 0, size: 1 }),
    enabled: customer !== null,
  });
  if (session.status === 'guest') return { status: 'ready', prefill: {} };
  if (!customer || latest.isPending) return { status: 'loading' };
  const order = latest.data?.orders[0];
  return {
    status: 'ready',
    prefill: prefillFromCustomer(customer, order?.shippingAddress ?? order?.address),
  };
}

/** The profile's contact details, then the last address's street, city and postcode. */
export function prefillFromCustomer(
  customer: Customer,
  lastAddress: Address | undefined,
): Partial<CheckoutDraft> {
  const address = lastAddress?.address1 ? lastAddress : customer.address;
  return {
    ...draftFromAddress(address),
    ...draftFromAddress({
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phoneNumber: customer.phoneNumber,
    }),
  };
}
