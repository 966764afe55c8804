import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../customers/login/LoginPage.tsx';
import { parseLoginSearch } from '../customers/login/login-search.ts';
import { ownAddress, seo } from '../seo/seo.ts';

/** `/login`: log in or register (requirements R-ROUTE-2, R-FLOW-1). */
export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  head: ({ match }) =>
    seo({
      title: 'Log in or create an account',
      description: 'Log in to your Cairn account, or create one.',
      robots: 'noindex, follow',
      canonical: ownAddress(match),
    }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
