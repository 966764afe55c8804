import { type ReactNode, useEffect, useRef } from 'react';
import { isSaved, useWishlist, useWishlistToggle } from './use-wishlist.ts';

/** What a customer's heart shows, and what a tap on it does. */
export type CustomerHeartState = {
  saved: boolean;
  /** What the last toggle did, announced ('' until a toggle). */
  status: string;
  busy: boolean;
  onClick: () => void;
};

/**
 * A logged-in customer's heart: saves the product to the wishlist or takes it off. The heart
 * itself is drawn by `children` (WishlistHeart's button), so this module holds only what a
 * guest's first load does without.
 */
export function CustomerHeart({
  productId,
  tappedEarly = false,
  children,
}: {
  productId: number;
  /** The heart was tapped before this code came: save, once (what a tap before the list is read does). */
  tappedEarly?: boolean;
  children: (heart: CustomerHeartState) => ReactNode;
}) {
  const wishlist = useWishlist();
  const toggle = useWishlistToggle(productId);
  const { mutate } = toggle;
  const earlyTap = useRef(tappedEarly);
  useEffect(() => {
    if (!earlyTap.current) return;
    earlyTap.current = false;
    mutate(true);
  }, [mutate]);
  // Pressed from the first render when tapped early: the save starts just after it.
  const saved = toggle.isPending
    ? toggle.variables === true
    : earlyTap.current || isSaved(wishlist.data, productId);
  const status = toggle.isError
    ? 'We could not update your wishlist. Please try again.'
    : toggle.isSuccess
      ? toggle.data
        ? 'Saved to your wishlist'
        : 'Removed from your wishlist'
      : '';
  return children({
    saved,
    status,
    busy: toggle.isPending || wishlist.isPending,
    onClick: () => toggle.mutate(!saved),
  });
}
