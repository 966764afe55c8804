import type { Totals } from '@cairn/commerce-client';

export type TotalsRow = {
  key: 'items' | 'discount' | 'shipping' | 'tax-added' | 'total' | 'vat' | 'savings';
  label: string;
  /** Major units in the cart's currency; discounts are negative. */
  amount: number;
  /** Shown as a word instead of an amount ("Free" delivery). */
  word?: string;
  /** Information about the total rather than part of the sum (VAT included, sale savings). */
  note?: boolean;
};

export type TotalsRowsOptions = {
  /** The destination's VAT rate (`location.vatPercent`); unknown for a placed order. */
  vatPercent?: number;
  /** Whether the bag has lines: an empty bag's delivery is not "Free". */
  hasItems?: boolean;
};

/**
 * The rows of a totals summary, in reading order: subtotal, discounts, delivery, VAT added on
 * top (never, while prices include VAT), the total, then what the total includes.
 */
export function totalsRows(
  totals: Totals,
  { vatPercent, hasItems = true }: TotalsRowsOptions = {},
): TotalsRow[] {
  const rows: TotalsRow[] = [
    { key: 'items', label: 'Subtotal', amount: totals.itemsTotalPriceAsNumber },
  ];
  if (totals.totalDiscountPriceAsNumber !== 0) {
    rows.push({ key: 'discount', label: 'Discounts', amount: totals.totalDiscountPriceAsNumber });
  }
  rows.push({
    key: 'shipping',
    label: 'Delivery',
    amount: totals.shippingPriceAsNumber,
    ...(hasItems && totals.shippingPriceAsNumber === 0 ? { word: 'Free' } : {}),
  });
  if (totals.taxAddedAsNumber > 0) {
    rows.push({ key: 'tax-added', label: 'VAT', amount: totals.taxAddedAsNumber });
  }
  rows.push({ key: 'total', label: 'Total', amount: totals.grandTotalPriceAsNumber });
  if (totals.grandTotalPriceTaxAsNumber > 0) {
    rows.push({
      key: 'vat',
      label:
        vatPercent === undefined
          ? 'Including VAT'
          : `Including VAT at ${formatPercent(vatPercent)}`,
      amount: totals.grandTotalPriceTaxAsNumber,
      note: true,
    });
  } else {
    rows.push({
      key: 'vat',
      label: 'No VAT charged',
      amount: 0,
      word: totals.taxDeductedAsNumber > 0 ? 'UK VAT removed' : 'None',
      note: true,
    });
  }
  if (totals.totalOriginalDiscountPriceAsNumber !== 0) {
    rows.push({
      key: 'savings',
      label: 'Sale savings included',
      amount: totals.totalOriginalDiscountPriceAsNumber,
      note: true,
    });
  }
  return rows;
}

function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}
