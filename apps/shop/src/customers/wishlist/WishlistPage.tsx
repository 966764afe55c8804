import { ApiError, type Cart, OutOfStockError, type WishlistItem } from '@cairn/commerce-client';
import { commerceKeys } from '@cairn/commerce-client/query';
import { Button, ProductCard, SelectField, Skeleton } from '@cairn/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { productImageUrl } from '../../catalogue/images.ts';
import { SiteLink } from '../../site/SiteLink.tsx';
import { useBrowserCommerce } from '../session/customer-session.ts';
import { defaultWishlist, useWishlist, useWishlistToggle } from './use-wishlist.ts';

/** `/account/wishlist`: the saved products, each with a size to add to the bag, or removed. */
export function WishlistPage() {
  const wishlist = useWishlist();
  if (wishlist.isPending) {
    return (
      <div className="account-wishlist" aria-busy="true">
        <p className="cairn-visually-hidden">Loading your wishlist</p>
        <Skeleton shape="rect" className="cairn-skeleton--product-image" />
        <Skeleton shape="rect" className="cairn-skeleton--product-image" />
      </div>
    );
  }
  if (wishlist.isError) {
    return (
      <p role="alert" className="account-alert">
        We could not load your wishlist just now. Please try again in a moment.
      </p>
    );
  }
  const items = wishlist.data ?? [];
  if (items.length === 0) {
    return (
      <div className="account-empty">
        <p>Your wishlist is empty. Tap the heart on any product to save it here.</p>
        <Button asChild variant="secondary">
          <Link to="/">Find something</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="account-count">
        {items.length === 1 ? '1 product' : `${items.length} products`}
      </p>
      <ul className="account-wishlist" aria-label="Saved products">
        {items.map((item) => (
          <li key={item.product.id} className="account-wishlist__item">
            <WishlistEntry item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

function WishlistEntry({ item }: { item: WishlistItem }) {
  const { product } = item;
  const { client } = useBrowserCommerce();
  const queryClient = useQueryClient();
  const sizeId = useId();
  const available = product.items.filter((size) => size.available);
  const [sku, setSku] = useState(available.length === 1 ? (available[0]?.sku ?? '') : '');
  const [notice, setNotice] = useState('');
  const remove = useWishlistToggle(product.id);
  const add = useMutation({
    mutationFn: (item: string) => client.addItem(item, 1),
    onSuccess: (cart: Cart) => {
      queryClient.setQueryData(commerceKeys.selection(), cart);
      // The list says which products are in the bag.
      return queryClient.invalidateQueries({ queryKey: commerceKeys.wishlist(defaultWishlist) });
    },
  });
  const size = product.items.find((candidate) => candidate.sku === sku)?.size;

  function addToBag() {
    if (!sku) {
      setNotice('Choose a size first.');
      document.getElementById(sizeId)?.focus();
      return;
    }
    setNotice('');
    add.mutate(sku, {
      onSuccess: () =>
        setNotice(`Added ${product.name}${size ? `, size ${size},` : ''} to your bag.`),
      onError: (error) => setNotice(bagProblem(error)),
    });
  }

  return (
    <>
      <ProductCard
        product={{
          uri: product.uri,
          name: product.name,
          brandName: product.brandName,
          priceAsNumber: product.priceAsNumber,
          priceBeforeDiscountAsNumber: product.priceBeforeDiscountAsNumber,
          thumbnail: product.thumbnail,
          available: available.length > 0,
        }}
        imageSrc={productImageUrl}
        sizes="(min-width: 1024px) 20vw, 50vw"
        linkComponent={SiteLink}
        headingLevel={2}
        actions={
          <button
            type="button"
            className="account-wishlist__remove"
            disabled={remove.isPending}
            onClick={() => remove.mutate(false)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="cairn-visually-hidden">Remove {product.name} from your wishlist</span>
          </button>
        }
      />
      <div className="account-wishlist__bag">
        {item.addedToBag ? <p className="account-wishlist__in-bag">In your bag</p> : null}
        {product.items.length > 1 ? (
          <SelectField
            id={sizeId}
            label="Size"
            name={`size-${product.id}`}
            placeholder="Choose a size"
            value={sku}
            onChange={(event) => setSku(event.target.value)}
            options={product.items.map((option) => ({
              value: option.sku,
              label: option.available ? option.size : `${option.size} (sold out)`,
              disabled: !option.available,
            }))}
          />
        ) : null}
        {available.length > 0 ? (
          <Button variant="secondary" onClick={addToBag} aria-disabled={add.isPending || undefined}>
            {add.isPending ? 'Adding…' : 'Add to bag'}
            <span className="cairn-visually-hidden">: {product.name}</span>
          </Button>
        ) : (
          <p className="account-wishlist__sold-out">Sold out in every size</p>
        )}
        <p className="account-wishlist__notice" aria-live="polite">
          {remove.isError ? 'We could not remove it just now. Please try again.' : notice}
        </p>
      </div>
    </>
  );
}

function bagProblem(error: unknown): string {
  if (error instanceof OutOfStockError) return 'Sorry, that size has just sold out.';
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return 'We could not add it to your bag just now. Please try again.';
}
