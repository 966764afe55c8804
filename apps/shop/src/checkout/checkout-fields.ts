/**
 * The checkout's fields in the order the form shows them, with the id of the element each
 * error links to from the error summary. The address ids are the ones the address lookup
 * maps (address-1, address-2, company, city, postcode).
 */
export const checkoutFields = {
  email: 'email',
  firstName: 'first-name',
  lastName: 'last-name',
  company: 'company',
  address1: 'address-1',
  address2: 'address-2',
  city: 'city',
  postcode: 'postcode',
  country: 'country',
  phoneNumber: 'phone',
  shippingMethod: 'shipping-method',
  paymentMethod: 'payment-method',
  payment: 'payment',
  cardNumber: 'card-number',
  cardExpiry: 'card-expiry',
  cardCvc: 'card-cvc',
  terms: 'terms',
} as const;

export type CheckoutField = keyof typeof checkoutFields;

export type FieldErrors = Partial<Record<CheckoutField, string>>;

/** The errors in form order, for the error summary. */
export function orderedErrors(errors: FieldErrors): { field: CheckoutField; message: string }[] {
  return (Object.keys(checkoutFields) as CheckoutField[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
}
