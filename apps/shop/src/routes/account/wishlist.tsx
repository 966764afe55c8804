import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../customers/wishlist/WishlistPage.tsx';
import { ownPageLinks } from '../../seo/page-head.ts';

export const Route = createFileRoute('/account/wishlist')({
  head: ({ match }) => ({
    meta: [{ title: 'Your wishlist | Cairn' }],
    links: ownPageLinks(match.context.origin, match.pathname),
  }),
  component: WishlistRoute,
});

function WishlistRoute() {
  return (
    <>
      <h1 className="account-title">Your wishlist</h1>
      <WishlistPage />
    </>
  );
}
