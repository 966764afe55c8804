import { setupQueryOptions } from '@cairn/commerce-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../checkout/CheckoutPage.tsx';
import { ownPageLinks } from '../seo/page-head.ts';

/** `/checkout` in the ecomm layout; the countries come with the page, the cart in the browser. */
export const Route = createFileRoute('/checkout')({
  staticData: { layout: 'ecomm' },
  head: ({ match }) => ({
    meta: [{ title: 'Checkout | Cairn' }, { name: 'robots', content: 'noindex, nofollow' }],
    links: ownPageLinks(match.context.origin, match.pathname),
  }),
  // Never throws: without the list the country picker shows the cart's own country.
  loader: ({ context }) => context.queryClient.prefetchQuery(setupQueryOptions(context.shop)),
  component: CheckoutPage,
});
