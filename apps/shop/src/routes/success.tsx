import { createFileRoute } from '@tanstack/react-router';
import { SuccessPage } from '../checkout/SuccessPage.tsx';
import { OrderReport } from '../recommendations/OrderReport.tsx';
import { ownAddress, seo } from '../seo/seo.ts';

/** `/success`: the order just placed. Personal, so never indexed or cached as a page. */
export const Route = createFileRoute('/success')({
  head: ({ match }) =>
    seo({
      title: 'Thank you for your order',
      robots: 'noindex, nofollow',
      canonical: ownAddress(match),
    }),
  component: SuccessRoute,
});

function SuccessRoute() {
  return (
    <>
      {/* First, so it finishes the order and reports it with the keys it was shopped with. */}
      <OrderReport />
      <SuccessPage />
    </>
  );
}
