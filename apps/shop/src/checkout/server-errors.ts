import { sentence, serverErrors } from '../forms/server-errors.ts';
import type { CheckoutField, FieldErrors } from './checkout-fields.ts';

/** The backend's error keys (`address.zipCode`, `card.expiry`...) and the field each belongs to. */
const serverFields: Record<string, CheckoutField> = {
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
  phoneNumber: 'phoneNumber',
  company: 'company',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  zipCode: 'postcode',
  country: 'country',
  card: 'payment',
  'card.number': 'cardNumber',
  'card.expiry': 'cardExpiry',
  'card.cvc': 'cardCvc',
  paymentMethod: 'paymentMethod',
  shippingMethod: 'shippingMethod',
  termsAndConditions: 'terms',
};

/** What to say for the backend's bare "required". */
const requiredMessages: Partial<Record<CheckoutField, string>> = {
  email: 'Enter your email address',
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  address1: 'Enter the first line of your address',
  city: 'Enter your town or city',
  postcode: 'Enter your postcode',
  country: 'Choose a country',
};

/**
 * Maps the commerce backend's `errors` map onto the checkout's fields. Address keys come
 * prefixed (`address.`, `shippingAddress.`); anything that belongs to no field (an empty bag,
 * a request problem) is returned for the top of the form.
 */
export function fieldErrorsFromServer(errors: Record<string, string>): {
  fields: FieldErrors;
  form: string[];
} {
  return serverErrors<CheckoutField>(errors, {
    fieldOf: (key) => serverFields[key.replace(/^(shippingAddress|address)\./, '')],
    message: (field, message) =>
      message === 'required' ? (requiredMessages[field] ?? 'Fill this in') : stripStop(message),
  });
}

function stripStop(message: string): string {
  const text = sentence(message);
  return text.endsWith('.') ? text.slice(0, -1) : text;
}
