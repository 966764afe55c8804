import {
  type Address,
  addressFieldLimits as limits,
  requiredAddressFields,
} from '@cairn/commerce-client/contract';
import { z } from 'zod';
import { countryCode, email, personName, text } from '../http/text.ts';

const line = (max: number) => text({ max });

/** An email address as the shop takes it: trimmed, lower-case, at most 254 characters. */
export const emailSchema = email();

export const countryCodeSchema = countryCode();

/** A postal address with contact details; every field optional until checkout needs it. */
export const addressSchema = z.object({
  // Names reach mail and receipts: plain names only (no links, digits or line breaks).
  firstName: personName({ max: limits.firstName }).optional(),
  lastName: personName({ max: limits.lastName }).optional(),
  email: emailSchema.optional(),
  phoneNumber: line(limits.phoneNumber).optional(),
  company: line(limits.company).optional(),
  address1: line(limits.address1).optional(),
  address2: line(limits.address2).optional(),
  city: line(limits.city).optional(),
  zipCode: line(limits.zipCode).optional(),
  country: countryCodeSchema.optional(),
}) satisfies z.ZodType<Address>;

/** Fields an order needs in its address (the contract's list). */
export { requiredAddressFields };
