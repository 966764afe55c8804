import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../customers/login/LoginPage.tsx';
import { parseLoginSearch } from '../customers/login/login-search.ts';
import { ownPageLinks } from '../seo/page-head.ts';

/** `/login`: log in or register (seed 000 sections 2 and 4). */
export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  head: ({ match }) => ({
    meta: [
      { title: 'Log in or create an account | Cairn' },
      { name: 'description', content: 'Log in to your Cairn account, or create one.' },
      { name: 'robots', content: 'noindex, follow' },
    ],
    links: ownPageLinks(match.context.origin, match.pathname),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
