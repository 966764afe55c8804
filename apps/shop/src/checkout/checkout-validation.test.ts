import { describe, expect, it } from 'vitest';
import { type CardDraft, type CheckoutDraft, emptyCard, emptyDraft } from './checkout-draft.ts';
import { orderedErrors } from './checkout-fields.ts';
import { normaliseExpiry, validateCard, validateCheckout } from './checkout-validation.ts';

const now = new Date('2026-06-15T12:00:00Z');

const complete: CheckoutDraft = {
  ...emptyDraft,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Hill',
  address1: '1 High Street',
  city: 'Keswick',
  postcode: 'CA12 5AA',
  terms: true,
};
const goodCard: CardDraft = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('validateCheckout', () => {
  it('given a complete UK form paid by card, finds nothing', () => {
    expect(
      validateCheckout(complete, goodCard, { country: 'GB', paymentKind: 'card', now }),
    ).toEqual({});
  });

  it('given an empty form, asks for every required field in form order', () => {
    const errors = validateCheckout(emptyDraft, emptyCard, {
      country: 'GB',
      paymentKind: 'card',
      now,
    });
    expect(orderedErrors(errors).map((error) => error.field)).toEqual([
      'email',
      'firstName',
      'lastName',
      'address1',
      'city',
      'postcode',
      'cardNumber',
      'cardExpiry',
      'cardCvc',
      'terms',
    ]);
    expect(errors.email).toBe('Enter your email address');
    expect(errors.terms).toMatch(/Accept the terms/);
  });

  it('given a malformed email, phone or UK postcode, says what a good one looks like', () => {
    const errors = validateCheckout(
      { ...complete, email: 'ann@', phoneNumber: 'call me', postcode: 'KESWICK' },
      goodCard,
      { country: 'GB', paymentKind: 'card', now },
    );
    expect(errors).toEqual({
      email: 'Enter an email address like name@example.com',
      phoneNumber: 'Enter a phone number, like 07700 900123',
      postcode: 'Enter a real UK postcode, like CA12 5AA',
    });
  });

  it('given another country, does not hold its postcode to the UK shape', () => {
    expect(
      validateCheckout({ ...complete, postcode: '10115' }, goodCard, {
        country: 'DE',
        paymentKind: 'card',
        now,
      }),
    ).toEqual({});
  });

  it('given pay later, needs no card; without a method, asks for one', () => {
    expect(
      validateCheckout(complete, emptyCard, { country: 'GB', paymentKind: 'invoice', now }),
    ).toEqual({});
    expect(
      validateCheckout(complete, emptyCard, { country: 'GB', paymentKind: undefined, now }),
    ).toEqual({ paymentMethod: 'Choose how to pay' });
  });

  it('given a field longer than the backend takes, says how long it may be', () => {
    expect(
      validateCheckout({ ...complete, city: 'x'.repeat(101) }, goodCard, {
        country: 'GB',
        paymentKind: 'card',
        now,
      }),
    ).toEqual({ city: 'Use at most 100 characters' });
  });
});

describe('validateCard', () => {
  it('checks the number with Luhn, the expiry against today and the security code', () => {
    expect(
      validateCard({ number: '4242 4242 4242 4241', expiry: '05/26', cvc: '12' }, now),
    ).toEqual({
      cardNumber: 'Enter a valid card number',
      cardExpiry: 'The card has expired',
      cardCvc: 'Enter the 3 or 4 digit security code from the back of the card',
    });
    // Good until the end of the expiry month; the declined test card is a valid number.
    expect(validateCard({ number: '4000000000000002', expiry: '6/26', cvc: '1234' }, now)).toEqual(
      {},
    );
    expect(validateCard({ ...goodCard, expiry: '13/30' }, now).cardExpiry).toMatch(/MM\/YY/);
  });
});

describe('normaliseExpiry', () => {
  it('accepts the ways people type an expiry date', () => {
    expect(normaliseExpiry('4/29')).toBe('04/29');
    expect(normaliseExpiry('0429')).toBe('04/29');
    expect(normaliseExpiry(' 04 / 29 ')).toBe('04/29');
    expect(normaliseExpiry('00/29')).toBeNull();
    expect(normaliseExpiry('April')).toBeNull();
  });
});
