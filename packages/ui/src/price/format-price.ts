/** How the commerce backend says money is written (its `currencyFormat`). */
export type CurrencyFormat = {
  prefix: string;
  suffix: string;
  decimalDigits: number;
  thousandsSeparator: string;
  decimalSeparator?: string;
};

/** Pounds sterling as UK shoppers read them: £1,234.50. */
export const gbp: CurrencyFormat = {
  prefix: '£',
  suffix: '',
  decimalDigits: 2,
  thousandsSeparator: ',',
  decimalSeparator: '.',
};

/**
 * Formats an amount in major units (the API's `*AsNumber` fields) in the given currency format.
 * The amount is rounded to whole minor units first, so float noise such as 0.1 + 0.2 never
 * shows, and the digits are grouped by hand because the format comes from the backend, not
 * from a locale.
 */
export function formatPrice(amount: number, format: CurrencyFormat = gbp): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format ${amount} as a price`);
  const digits = Math.max(0, Math.trunc(format.decimalDigits));
  const minor = Math.round(Math.abs(amount) * 10 ** digits);
  const text = String(minor).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandsSeparator);
  const number = digits > 0 ? `${grouped}${format.decimalSeparator ?? '.'}${fraction}` : grouped;
  const sign = amount < 0 && minor > 0 ? '-' : '';
  return `${sign}${format.prefix}${number}${format.suffix}`;
}
