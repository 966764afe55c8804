import { Button } from '@cairn/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { problemMessage } from '../forms/server-errors.ts';
import { preloadBagPanel } from './BagButton.tsx';
import { bagPanelOpenAtom } from './bag-panel-state.ts';
import { useCartChange } from './use-cart.ts';

type AddToBagProps = {
  /** The chosen size's sku; undefined until a size is chosen. */
  sku: string | undefined;
  /** No size is in stock. */
  soldOut: boolean;
  /** The element to focus when no size is chosen (the size picker's first option). */
  sizePickerId: string;
};

/**
 * "Add to bag" for the chosen size. Without a size, sold out, or refused by the backend, it
 * says why under the button (in a live region of a fixed height, so nothing shifts); once
 * added, the bag panel opens with the line in it.
 */
export function AddToBag({ sku, soldOut, sizePickerId }: AddToBagProps) {
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
    add.mutate(sku, {
      onSuccess: () => openBag(true),
      onError: (error) => setNotice(problemMessage(error)),
    });
  };

  return (
    <div className="cart-add">
      <Button
        size="large"
        className="cart-add__button"
        aria-describedby="add-to-bag-notice"
        aria-disabled={soldOut || add.isPending || undefined}
        onClick={onClick}
      >
        {soldOut ? 'Sold out' : add.isPending ? 'Adding…' : 'Add to bag'}
      </Button>
      <p id="add-to-bag-notice" className="cart-add__notice" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
