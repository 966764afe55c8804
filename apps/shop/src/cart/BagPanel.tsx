import type { Cart } from '@cairn/commerce-client';
import { Button, SidePanel, Skeleton } from '@cairn/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { problemMessage } from '../forms/server-errors.ts';
import { BagRecommendations } from '../recommendations/BagRecommendations.tsx';
import { needsOwnDocument } from '../site/own-document.ts';
import { BagLines } from './BagLines.tsx';
import { BagTotals } from './BagTotals.tsx';
import { CountrySelect } from './CountrySelect.tsx';
import { useCart } from './use-cart.ts';
import { VoucherForm } from './VoucherForm.tsx';

type BagPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Bestsellers and cart recommendations (requirements R-CONST-7: 6 minicart bestsellers), shown under the
   * lines when given. The recommendations issue fills this slot; nothing renders without it.
   */
  recommendations?: ReactNode;
};

/**
 * The bag side panel: lines with quantity and remove, vouchers, the delivery country, totals
 * in the cart's currency and the way to checkout.
 */
export function BagPanel({ open, onOpenChange, recommendations: given }: BagPanelProps) {
  const { data: cart, error, isPending, refetch } = useCart();
  const close = () => onOpenChange(false);
  const recommendations =
    given ?? (cart && open ? <BagRecommendations cart={cart} onNavigate={close} /> : null);
  const hasItems = (cart?.selection.items.length ?? 0) > 0;
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Your bag"
      width="medium"
      closeLabel="Close bag"
      className="cart-panel"
      footer={cart && hasItems ? <BagFooter cart={cart} onCheckout={close} /> : undefined}
    >
      {cart ? (
        hasItems ? (
          <div className="cart-panel__content">
            <BagLines cart={cart} onNavigate={close} />
            <VoucherForm cart={cart} idPrefix="bag" />
            <CountrySelect cart={cart} id="bag-country" />
            {/* Below what the shopper came to do (voucher, country), never between it and the lines. */}
            {recommendations ? (
              <section className="cart-panel__recommendations" aria-label="You might also like">
                {recommendations}
              </section>
            ) : null}
          </div>
        ) : (
          <div className="cart-panel__empty">
            <p>Your bag is empty.</p>
            <CountrySelect cart={cart} id="bag-country" />
            {recommendations}
          </div>
        )
      ) : isPending ? (
        <div className="cart-panel__loading" aria-busy="true">
          <span className="cairn-visually-hidden">Loading your bag</span>
          <Skeleton shape="rect" height={100} />
          <Skeleton lines={3} />
        </div>
      ) : (
        <div className="cart-message cart-message--error" role="alert">
          <p>{problemMessage(error)}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
    </SidePanel>
  );
}

function BagFooter({ cart, onCheckout }: { cart: Cart; onCheckout: () => void }) {
  return (
    <div className="cart-panel__footer">
      <BagTotals
        totals={cart.selection.totals}
        currencyFormat={cart.selection.currencyFormat}
        vatPercent={cart.location.vatPercent}
        label="Bag totals"
      />
      <Button asChild size="large" className="cart-panel__checkout">
        {/* The checkout is a document of its own: its policy lets the address lookup in. */}
        <Link to="/checkout" reloadDocument={needsOwnDocument('/checkout')} onClick={onCheckout}>
          Go to checkout
        </Link>
      </Button>
    </div>
  );
}
