import { createFileRoute } from '@tanstack/react-router';
import { parseEmailLinkSearch } from '../../customers/login/login-search.ts';
import { NewsletterConfirm } from '../../newsletter/NewsletterConfirm.tsx';
import { ownAddress, seo } from '../../seo/seo.ts';

/** `/newsletter/confirm?i=..&id=..`: the link a newsletter sign-up mails to the address. */
export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: parseEmailLinkSearch,
  head: ({ match }) =>
    seo({
      title: 'Confirm your sign-up',
      robots: 'noindex, nofollow',
      // The link's secret is in this page's address: never send it on to another site.
      meta: [{ name: 'referrer', content: 'no-referrer' }],
      canonical: ownAddress(match),
    }),
  component: NewsletterConfirmRoute,
});

function NewsletterConfirmRoute() {
  const { i, id } = Route.useSearch();
  return (
    <div className="account-login account-login--narrow">
      <h1 className="account-title">Confirm your sign-up</h1>
      <section className="account-panel">
        {i && id ? (
          <NewsletterConfirm i={i} id={id} />
        ) : (
          <p>This page needs the link from the email we sent when you signed up.</p>
        )}
      </section>
    </div>
  );
}
