/**
 * What the shop calls each field the backend names, in its forms' labels and in messages that
 * lack a subject ("already registered" becomes "Email address: already registered").
 */
export const fieldLabels = {
  email: 'Email address',
  password: 'Password',
  newPassword: 'New password',
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  birthdate: 'Date of birth',
  address1: 'Address',
  address2: 'Address line 2',
  city: 'Town or city',
  zipCode: 'Postcode',
  country: 'Country',
} as const satisfies Record<string, string>;

/** The label for a backend field name, if the shop has one. */
export function labelOf(field: string): string | undefined {
  return Object.hasOwn(fieldLabels, field)
    ? fieldLabels[field as keyof typeof fieldLabels]
    : undefined;
}
