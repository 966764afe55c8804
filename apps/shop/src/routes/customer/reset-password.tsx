import { createFileRoute } from '@tanstack/react-router';
import { parseEmailLinkSearch } from '../../customers/login/login-search.ts';
import { PasswordResetForm } from '../../customers/login/PasswordResetForm.tsx';
import { PasswordResetRequest } from '../../customers/login/PasswordResetRequest.tsx';
import { ownAddress, seo } from '../../seo/seo.ts';

/**
 * `/customer/reset-password`: without a link, ask for one by email; with the link's `i` and
 * `id`, choose the new password.
 */
export const Route = createFileRoute('/customer/reset-password')({
  validateSearch: parseEmailLinkSearch,
  head: ({ match }) =>
    seo({
      title: 'Reset your password',
      robots: 'noindex, nofollow',
      // The link's secret is in this page's address: never send it on to another site.
      meta: [{ name: 'referrer', content: 'no-referrer' }],
      canonical: ownAddress(match),
    }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { i, id } = Route.useSearch();
  return (
    <div className="account-login account-login--narrow">
      <h1 className="account-title">{i && id ? 'Choose a new password' : 'Reset your password'}</h1>
      <section className="account-panel">
        {i && id ? <PasswordResetForm i={i} id={id} /> : <PasswordResetRequest />}
      </section>
    </div>
  );
}
