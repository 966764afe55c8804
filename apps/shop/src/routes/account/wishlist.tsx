import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../customers/wishlist/WishlistPage.tsx';

export const Route = createFileRoute('/account/wishlist')({
  head: () => ({ meta: [{ title: 'Your wishlist | Cairn' }] }),
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
