import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccountLayout } from '../customers/account/AccountLayout.tsx';

/**
 * `/account` and its sections, behind the account's auth check (in the browser, where the
 * token is). Nothing here is for search engines.
 */
export const Route = createFileRoute('/account')({
  head: () => ({
    meta: [{ title: 'Your account | Cairn' }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: AccountRoute,
});

function AccountRoute() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
