import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccountLayout } from '../customers/account/AccountLayout.tsx';
import { seo } from '../seo/seo.ts';

/**
 * `/account` and its sections, behind the account's auth check (in the browser, where the
 * token is). Nothing here is for search engines.
 */
export const Route = createFileRoute('/account')({
  head: () => seo({ title: 'Your account', robots: 'noindex, nofollow' }),
  component: AccountRoute,
});

function AccountRoute() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
