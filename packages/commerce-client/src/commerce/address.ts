/**
 * The longest value each address field takes. The API refuses longer values with 400; the
 * shop's checkout says so beside the field before sending.
 */
export const addressFieldLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phoneNumber: 40,
  company: 100,
  address1: 200,
  address2: 200,
  city: 100,
  zipCode: 20,
  /** A two-letter country code. */
  country: 2,
} as const;

/** The fields an order needs in its address; the others are optional. */
export const requiredAddressFields = [
  'firstName',
  'lastName',
  'email',
  'address1',
  'city',
  'zipCode',
  'country',
] as const satisfies readonly (keyof typeof addressFieldLimits)[];

/** A postal address with contact details; every field optional until checkout needs it. */
export type Address = { -readonly [Field in keyof typeof addressFieldLimits]?: string };
