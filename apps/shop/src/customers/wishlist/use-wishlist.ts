import type { WishlistItem } from '@cairn/commerce-client';
import { commerceKeys, wishlistQueryOptions } from '@cairn/commerce-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBrowserCommerce, useLoggedIn } from '../session/customer-session.ts';

/** The default wishlist (id 0), read whole, 50 at a time (requirements R-DATA-7, R-CONST-5). */
export const defaultWishlist = 0;

/** The customer's whole wishlist; nothing is asked for a guest. */
export function useWishlist() {
  const { client } = useBrowserCommerce();
  const loggedIn = useLoggedIn();
  return useQuery({ ...wishlistQueryOptions(client, defaultWishlist), enabled: loggedIn });
}

/** Whether a product is on a wishlist. */
export function isSaved(items: WishlistItem[] | null | undefined, productId: number): boolean {
  return items?.some((item) => item.product.id === productId) ?? false;
}

/**
 * Saves a product to the wishlist (`true`) or takes it off (`false`). A 'duplicate item' answer
 * means it was saved already, which is what the shopper wanted (requirements R-ERR-5). The list
 * is read again before the change counts as done, so the heart never flickers back.
 */
export function useWishlistToggle(productId: number) {
  const { client } = useBrowserCommerce();
  const queryClient = useQueryClient();
  const queryKey = commerceKeys.wishlist(defaultWishlist);
  return useMutation({
    mutationFn: async (save: boolean): Promise<boolean> => {
      if (save) await client.addToWishlist(productId, { wishlistId: defaultWishlist });
      else await client.removeFromWishlist(productId, { wishlistId: defaultWishlist });
      return save;
    },
    onSuccess: (save) => {
      if (save) return;
      queryClient.setQueryData<WishlistItem[] | null>(queryKey, (items) =>
        items?.filter((item) => item.product.id !== productId),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
