/**
 * Whether a card number passes the Luhn check: a mistyped digit or two swapped neighbours
 * fail it. The shop checks as the shopper types; the API checks again before paying.
 * @example passesLuhn('4242424242424242') // true
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/** Card numbers are 12 to 19 digits once spaces are taken out. */
export const cardNumberPattern = /^\d{12,19}$/;
