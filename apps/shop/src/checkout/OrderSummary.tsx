import type { Cart } from '@cairn/commerce-client';
import { BagLines } from '../cart/BagLines.tsx';
import { BagTotals } from '../cart/BagTotals.tsx';
import { VoucherForm } from '../cart/VoucherForm.tsx';

/** The checkout's summary: the lines (still editable), vouchers and the totals. */
export function OrderSummary({ cart }: { cart: Cart }) {
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-section__title">
        Order summary
      </h2>
      <BagLines cart={cart} />
      <VoucherForm cart={cart} idPrefix="checkout" />
      <BagTotals
        totals={cart.selection.totals}
        currencyFormat={cart.selection.currencyFormat}
        vatPercent={cart.location.vatPercent}
        label="Order totals"
      />
    </aside>
  );
}
