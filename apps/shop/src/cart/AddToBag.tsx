import { Button } from '@cairn/ui';
import { useSetAtom } from 'jotai';
import { type ReactNode, useState } from 'react';
import { preloadBagPanel } from './BagButton.tsx';
import { bagPanelOpenAtom } from './bag-panel-state.ts';
import { useCartChange } from './use-cart-change.ts';

type AddToBagProps = {
  /** The chosen size's sku; undefined until a size is chosen. */
  sku: string | undefined;
  /** No size is in stock. */
  soldOut: boolean;
  /** The element to focus when no size is chosen (the size picker's first option). */
  sizePickerId: string;
  /** The product's name, its price and the chosen size, for the sticky bar. */
  name: string;
  price: ReactNode;
  size: string | undefined;
};

/**
 * "Add to bag" for the chosen size. Without a size, sold out, or refused by the backend, it
 * says why under the button (in a live region of a fixed height, so nothing shifts); once
 * added, the bag panel opens with the line in it.
 *
 * A bar fixed to the foot of the screen repeats it (requirements R-DATA-22, `showSticky`) once the button
 * has scrolled away: name, price, size (or the notice) and the same button. The stylesheet
 * shows it (a scroll-driven animation on this block's view timeline), so showing it costs no
 * script; it is out of sight and out of the tab order while the button is on screen, and the
 * page keeps room for it below the footer, so it never covers anything a shopper cannot scroll
 * clear of it.
 */
export function AddToBag({ sku, soldOut, sizePickerId, name, price, size }: AddToBagProps) {
  const openBag = useSetAtom(bagPanelOpenAtom);
  const [notice, setNotice] = useState<string | null>(null);
  const add = useCartChange((client, item: string) => client.addItem(item, 1));

  const onClick = () => {
    if (add.isPending) return;
    if (soldOut) {
      setNotice('Sorry, this is sold out in every size.');
      return;
    }
    if (!sku) {
      setNotice('Choose a size first.');
      document
        .querySelector<HTMLElement>(`#${CSS.escape(sizePickerId)} input:not(:disabled)`)
        ?.focus();
      return;
    }
    setNotice(null);
    preloadBagPanel();
    // The words for a refusal load as the shopper adds, not with every product page: they are
    // needed only when adding fails (issue 16's budget).
    const messages = import('../forms/server-errors.ts').catch(() => null);
    add.mutate(sku, {
      onSuccess: () => openBag(true),
      onError: async (error) =>
        setNotice(
          (await messages)?.problemMessage(error) ??
            'We could not reach the shop. Check your connection and try again.',
        ),
    });
  };

  const button = (className?: string) => (
    <Button
      size="large"
      className={className}
      aria-describedby="add-to-bag-notice"
      aria-disabled={soldOut || add.isPending || undefined}
      onClick={onClick}
    >
      {soldOut ? 'Sold out' : add.isPending ? 'Adding…' : 'Add to bag'}
    </Button>
  );
  return (
    <div className="cart-add">
      {button('cart-add__button')}
      <p id="add-to-bag-notice" className="cart-add__notice" aria-live="polite">
        {notice}
      </p>
      <section className="cart-sticky" aria-label="Add to bag bar">
        <p>{name}</p>
        <p>
          {price} <span>{notice ?? (size && `Size ${size}`)}</span>
        </p>
        {button()}
      </section>
    </div>
  );
}
