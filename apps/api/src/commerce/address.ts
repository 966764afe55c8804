import { z } from 'zod';

const line = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

/** An email address as the shop takes it: trimmed, lower-case, at most 254 characters. */
export const emailSchema = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .max(254, 'at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
  .transform((code) => code.toUpperCase());

/** A postal address with contact details; every field optional until checkout needs it. */
export const addressSchema = z.object({
  firstName: line(100).optional(),
  lastName: line(100).optional(),
  email: emailSchema.optional(),
  phoneNumber: line(40).optional(),
  company: line(100).optional(),
  address1: line(200).optional(),
  address2: line(200).optional(),
  city: line(100).optional(),
  zipCode: line(20).optional(),
  country: countryCodeSchema.optional(),
});

/** Fields an order needs in its address. */
export const requiredAddressFields = [
  'firstName',
  'lastName',
  'email',
  'address1',
  'city',
  'zipCode',
  'country',
] as const;
