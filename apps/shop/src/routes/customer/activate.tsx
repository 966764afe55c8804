import { createFileRoute, Link } from '@tanstack/react-router';
import { parseEmailLinkSearch } from '../../customers/login/login-search.ts';
import { RegistrationConfirm } from '../../customers/login/RegistrationConfirm.tsx';
import { ownAddress, seo } from '../../seo/seo.ts';

/**
 * `/customer/activate?i=..&id=..`: the link a registration mails to the address. Without the
 * link's parameters it says where to start.
 */
export const Route = createFileRoute('/customer/activate')({
  validateSearch: parseEmailLinkSearch,
  head: ({ match }) =>
    seo({
      title: 'Finish creating your account',
      robots: 'noindex, nofollow',
      // The link's secret is in this page's address: never send it on to another site.
      meta: [{ name: 'referrer', content: 'no-referrer' }],
      canonical: ownAddress(match),
    }),
  component: ActivateRoute,
});

function ActivateRoute() {
  const { i, id } = Route.useSearch();
  return (
    <div className="account-login account-login--narrow">
      <h1 className="account-title">Finish creating your account</h1>
      <section className="account-panel">
        {i && id ? (
          <RegistrationConfirm i={i} id={id} />
        ) : (
          <p>
            This page needs the link from the email we sent when you registered.{' '}
            <Link to="/login">Register</Link> to have one sent.
          </p>
        )}
      </section>
    </div>
  );
}
