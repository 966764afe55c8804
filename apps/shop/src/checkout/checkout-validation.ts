import {
  addressFieldLimits,
  cardNumberPattern,
  type PaymentMethod,
  passesLuhn,
} from '@cairn/commerce-client/contract';
import type { CardDraft, CheckoutDraft } from './checkout-draft.ts';
import type { FieldErrors } from './checkout-fields.ts';

export type ValidationOptions = {
  /** The cart's country: UK postcodes are checked for shape. */
  country: string;
  /** The chosen payment method's kind: card details are needed only for cards. */
  paymentKind: PaymentMethod['kind'] | undefined;
  now?: Date;
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ukPostcode = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;
const phonePattern = /^\+?[\d\s().-]{7,20}$/;

/** Longest values the API takes: the contract's address limits, under the form's field names. */
const maxLengths: Partial<Record<keyof CheckoutDraft, number>> = {
  email: addressFieldLimits.email,
  firstName: addressFieldLimits.firstName,
  lastName: addressFieldLimits.lastName,
  phoneNumber: addressFieldLimits.phoneNumber,
  company: addressFieldLimits.company,
  address1: addressFieldLimits.address1,
  address2: addressFieldLimits.address2,
  city: addressFieldLimits.city,
  postcode: addressFieldLimits.zipCode,
};

/**
 * The checks made before paying, with messages that say what to do. The backend checks again
 * (its errors are mapped onto the same fields); these save the shopper a round trip.
 */
export function validateCheckout(
  draft: CheckoutDraft,
  card: CardDraft,
  { country, paymentKind, now = new Date() }: ValidationOptions,
): FieldErrors {
  const errors: FieldErrors = {};
  const value = (key: keyof Omit<CheckoutDraft, 'terms'>) => draft[key].trim();

  if (!value('email')) errors.email = 'Enter your email address';
  else if (!emailPattern.test(value('email'))) {
    errors.email = 'Enter an email address like name@example.com';
  }
  if (!value('firstName')) errors.firstName = 'Enter your first name';
  if (!value('lastName')) errors.lastName = 'Enter your last name';
  if (!value('address1')) errors.address1 = 'Enter the first line of your address';
  if (!value('city')) errors.city = 'Enter your town or city';
  if (!value('postcode')) errors.postcode = 'Enter your postcode';
  else if (country === 'GB' && !ukPostcode.test(value('postcode'))) {
    errors.postcode = 'Enter a real UK postcode, like CA12 5AA';
  }
  if (value('phoneNumber') && !phonePattern.test(value('phoneNumber'))) {
    errors.phoneNumber = 'Enter a phone number, like 07700 900123';
  }
  for (const [key, max] of Object.entries(maxLengths) as [keyof CheckoutDraft, number][]) {
    if (!errors[key as keyof FieldErrors] && String(draft[key]).trim().length > max) {
      errors[key as keyof FieldErrors] = `Use at most ${max} characters`;
    }
  }

  if (!paymentKind) errors.paymentMethod = 'Choose how to pay';
  if (paymentKind === 'card') Object.assign(errors, validateCard(card, now));
  if (!draft.terms) errors.terms = 'Accept the terms and conditions to place your order';
  return errors;
}

/** Card number (Luhn), expiry (MM/YY, not past) and security code. */
export function validateCard(card: CardDraft, now = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const digits = card.number.replace(/[\s-]/g, '');
  if (!digits) errors.cardNumber = 'Enter your card number';
  else if (!cardNumberPattern.test(digits) || !passesLuhn(digits)) {
    errors.cardNumber = 'Enter a valid card number';
  }
  const expiry = normaliseExpiry(card.expiry);
  if (!card.expiry.trim()) errors.cardExpiry = 'Enter the expiry date';
  else if (!expiry) errors.cardExpiry = 'Enter the expiry date as MM/YY, like 04/29';
  else {
    const [month, year] = expiry.split('/').map(Number) as [number, number];
    // A card is good until the end of its expiry month.
    if (Date.UTC(2000 + year, month, 1) <= now.getTime())
      errors.cardExpiry = 'The card has expired';
  }
  if (!card.cvc.trim()) errors.cardCvc = 'Enter the security code';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    errors.cardCvc = 'Enter the 3 or 4 digit security code from the back of the card';
  }
  return errors;
}

/** "4/29", "0429", "04 / 29" → "04/29"; anything else → null. */
export function normaliseExpiry(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}/${match[2]}`;
}
