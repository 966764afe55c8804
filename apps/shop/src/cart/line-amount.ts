import type { CartLine, OrderLine } from '@cairn/commerce-client';

/**
 * What a line of the bag, the checkout summary, a receipt or an order lists: its price before
 * vouchers, so the lines add up to the subtotal and each voucher is taken off once, in the
 * totals' "Discounts" row. A catalogue sale ("was" price) is part of the price and may be
 * shown struck through beside it.
 */
export function lineAmount(line: CartLine | OrderLine): number {
  return line.totalPriceBeforeDiscountAsNumber;
}

/** The line's "was" amount before the catalogue's sale, for a struck-through price. */
export function lineAmountBeforeSale(line: CartLine | OrderLine): number {
  return line.priceEachBeforeDiscountAsNumber * line.quantity;
}
