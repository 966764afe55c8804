import { useAtom } from 'jotai';
import { BagPanel } from './BagPanel.tsx';
import { bagPanelOpenAtom } from './bag-panel-state.ts';
import { useCart } from './use-cart.ts';

/**
 * The header's bag button with the number of lines in the bag, and the bag panel it opens.
 * The count is 0 on the server and the first client render (the cart lives in the browser),
 * then the real one; the badge keeps its width so nothing shifts when it arrives.
 */
export function BagButton() {
  const [open, setOpen] = useAtom(bagPanelOpenAtom);
  const { data: cart } = useCart();
  const count = cart?.selection.items.length ?? 0;
  return (
    <>
      <button
        type="button"
        className="cart-bag-button"
        aria-haspopup="dialog"
        aria-label={count === 0 ? 'Bag, empty' : `Bag, ${count} ${count === 1 ? 'item' : 'items'}`}
        data-count={count}
        onClick={() => setOpen(true)}
      >
        <svg
          className="cart-bag-button__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span className="cart-bag-button__label">Bag</span>
        <span className="cart-bag-button__count" aria-hidden="true">
          {count}
        </span>
      </button>
      <BagPanel open={open} onOpenChange={setOpen} />
    </>
  );
}
