import { createFileRoute } from '@tanstack/react-router';
import { SuccessPage } from '../checkout/SuccessPage.tsx';
import { OrderReport } from '../recommendations/OrderReport.tsx';
import { ownPageLinks } from '../seo/page-head.ts';

/** `/success`: the order just placed. Personal, so never indexed or cached as a page. */
export const Route = createFileRoute('/success')({
  head: ({ match }) => ({
    meta: [
      { title: 'Thank you for your order | Cairn' },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
    links: ownPageLinks(match.context.origin, match.pathname),
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
