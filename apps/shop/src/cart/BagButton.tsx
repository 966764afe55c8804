import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { bagPanelOpenAtom } from './bag-panel-state.ts';
import { useCart } from './use-cart.ts';

const loadBagPanel = () => import('./BagPanel.tsx');
const BagPanel = lazy(() => loadBagPanel().then((module) => ({ default: module.BagPanel })));

/** Fetches the panel's code ahead of the first open (pointer over or focus on the button). */
export function preloadBagPanel() {
  void loadBagPanel();
}

/**
 * The header's bag button with the number of lines in the bag, and the bag panel it opens.
 * The count is 0 on the server and the first client render (the cart lives in the browser),
 * then the real one; the badge keeps its width so nothing shifts when it arrives. The panel's
 * code is loaded on first use.
 */
export function BagButton() {
  const [open, setOpen] = useAtom(bagPanelOpenAtom);
  const { data: cart } = useCart();
  const count = cart?.selection.items.length ?? 0;
  // The panel's code loads on first use, not with every page: it is mounted once opened.
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="cart-bag-button"
        aria-haspopup="dialog"
        data-count={count}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadBagPanel}
        onFocus={preloadBagPanel}
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
        {/* The name comes from the content, so it always matches what is shown (WCAG 2.5.3). */}
        <span className="cairn-visually-hidden">
          {count === 0 ? ', empty' : `, ${count} ${count === 1 ? 'item' : 'items'}`}
        </span>
      </button>
      {used || open ? (
        <Suspense fallback={null}>
          <BagPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
