import type { CurrencyFormat as CartCurrencyFormat } from '@cairn/commerce-client';
import type { CurrencyFormat } from '@cairn/ui';

/**
 * The cart's `currencyFormat` as `Price` and `formatPrice` take it: the backend calls the
 * decimal mark `decimalPoint`, the design system `decimalSeparator`.
 */
export function priceFormat(format: CartCurrencyFormat): CurrencyFormat {
  return {
    prefix: format.prefix,
    suffix: format.suffix,
    decimalDigits: format.decimalDigits,
    thousandsSeparator: format.thousandsSeparator,
    decimalSeparator: format.decimalPoint,
  };
}
