import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../customers/wishlist/WishlistPage.tsx';
import { ownAddress, seo } from '../../seo/seo.ts';

export const Route = createFileRoute('/account/wishlist')({
  head: ({ match }) => seo({ title: 'Your wishlist', canonical: ownAddress(match) }),
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
