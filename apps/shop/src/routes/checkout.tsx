import { setupQueryOptions } from '@cairn/commerce-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../checkout/CheckoutPage.tsx';
import { ownAddress, seo } from '../seo/seo.ts';

/** `/checkout` in the ecomm layout; the countries come with the page, the cart in the browser. */
export const Route = createFileRoute('/checkout')({
  staticData: { layout: 'ecomm' },
  // A payment provider's page sends a shopper who cancelled back with `?payment=cancelled`.
  validateSearch: (search: Record<string, unknown>): { payment?: 'cancelled' } =>
    search.payment === 'cancelled' ? { payment: 'cancelled' } : {},
  head: ({ match }) =>
    seo({ title: 'Checkout', robots: 'noindex, nofollow', canonical: ownAddress(match) }),
  // Never throws: without the list the country picker shows the cart's own country.
  loader: ({ context }) => context.queryClient.prefetchQuery(setupQueryOptions(context.shop)),
  component: CheckoutPage,
});
