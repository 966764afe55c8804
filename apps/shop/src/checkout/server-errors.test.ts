import { describe, expect, it } from 'vitest';
import { fieldErrorsFromServer } from './server-errors.ts';

describe('fieldErrorsFromServer', () => {
  it('given missing address fields, puts a useful message on each field', () => {
    expect(
      fieldErrorsFromServer({ 'address.zipCode': 'required', 'address.firstName': 'required' }),
    ).toEqual({
      fields: { postcode: 'Enter your postcode', firstName: 'Enter your first name' },
      form: [],
    });
  });

  it('given card and validation errors, maps them to the payment fields', () => {
    expect(
      fieldErrorsFromServer({
        card: 'Your card was declined',
        'card.expiry': 'The card has expired',
        'address.email': 'Enter a valid email address',
        termsAndConditions: 'Accept the terms and conditions',
      }).fields,
    ).toEqual({
      payment: 'Your card was declined',
      cardExpiry: 'The card has expired',
      email: 'Enter a valid email address',
      terms: 'Accept the terms and conditions',
    });
  });

  it('given a delivery country the cart is not priced for, marks the country', () => {
    expect(
      fieldErrorsFromServer({
        'shippingAddress.country': 'the cart is priced for GB; change the country first',
      }).fields,
    ).toEqual({ country: 'The cart is priced for GB; change the country first' });
  });

  it('given errors that belong to no field, returns them for the top of the form', () => {
    expect(fieldErrorsFromServer({ selection: 'Your bag is empty' })).toEqual({
      fields: {},
      form: ['Your bag is empty.'],
    });
  });
});
