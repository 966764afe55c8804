import type { CurrencyFormat, Totals } from '@cairn/commerce-client';
import { Price } from '@cairn/ui';
import { priceFormat } from './price-format.ts';
import { totalsRows } from './totals-rows.ts';

type BagTotalsProps = {
  totals: Totals;
  currencyFormat: CurrencyFormat;
  vatPercent?: number;
  hasItems?: boolean;
  /** Names the list for screen readers ("Bag totals", "Order totals"). */
  label?: string;
};

/** Subtotal, discounts, delivery, total and the VAT it includes, in the cart's currency. */
export function BagTotals({
  totals,
  currencyFormat,
  vatPercent,
  hasItems = true,
  label = 'Totals',
}: BagTotalsProps) {
  const format = priceFormat(currencyFormat);
  return (
    <dl className="cart-totals" aria-label={label}>
      {totalsRows(totals, { vatPercent, hasItems }).map((row) => (
        <div
          key={row.key}
          className={`cart-totals__row cart-totals__row--${row.key}`}
          data-note={row.note ? 'true' : undefined}
        >
          <dt>{row.label}</dt>
          <dd data-totals={row.key}>{row.word ?? <Price amount={row.amount} format={format} />}</dd>
        </div>
      ))}
    </dl>
  );
}
