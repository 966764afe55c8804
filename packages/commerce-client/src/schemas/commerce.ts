import * as z from 'zod/mini';
import type { Address } from '../commerce/address.ts';

const optionalString = z.optional(z.string());

/** A postal address with contact details (the fields of `addressFieldLimits`), every field optional. */
export const addressSchema = z.object({
  firstName: optionalString,
  lastName: optionalString,
  email: optionalString,
  phoneNumber: optionalString,
  company: optionalString,
  address1: optionalString,
  address2: optionalString,
  city: optionalString,
  zipCode: optionalString,
  country: optionalString,
}) satisfies z.ZodMiniType<Address>;

/** How to show amounts of the cart's currency. */
export const currencyFormatSchema = z.object({
  currency: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  decimalDigits: z.number(),
  decimalPoint: z.string(),
  thousandsSeparator: z.string(),
});

/**
 * Totals in the cart's currency. Discounts are negative (as Centra answers them); prices
 * include VAT where the market has it, so `taxAddedAsNumber` is 0.
 */
export const totalsSchema = z.object({
  itemsTotalPriceAsNumber: z.number(),
  totalDiscountPriceAsNumber: z.number(),
  itemTotalPriceAfterDiscountAsNumber: z.number(),
  totalOriginalDiscountPriceAsNumber: z.number(),
  shippingPriceAsNumber: z.number(),
  taxAddedAsNumber: z.number(),
  taxDeductedAsNumber: z.number(),
  grandTotalPriceAsNumber: z.number(),
  grandTotalPriceTaxAsNumber: z.number(),
});

export const voucherDiscountSchema = z.object({
  voucher: z.string(),
  priceOffAsNumber: z.number(),
});

export const appliedVoucherSchema = z.extend(voucherDiscountSchema, {
  description: z.string(),
  /** False when the voucher stays on the cart but does not apply (see `problem`). */
  applies: z.boolean(),
  problem: optionalString,
});

export const lineProductSchema = z.object({
  /** The product id. */
  product: z.number(),
  sku: z.string(),
  name: z.string(),
  brandName: z.string(),
  /** The colourway (bag lines have it; order lines, stored before it was added, may not). */
  colour: z.optional(z.object({ name: z.string(), hex: z.string() })),
  uri: z.string(),
  image: z.string(),
  priceAsNumber: z.number(),
  priceBeforeDiscountAsNumber: z.number(),
  /** The product's sizes; `item` is the sku to add. */
  items: z.array(
    z.object({ item: z.string(), sku: z.string(), size: z.string(), available: z.boolean() }),
  ),
});

/** A cart line: one size (`item`/`sku`) of a product. */
export const cartLineSchema = z.object({
  /** The line id, for quantity changes. */
  line: z.string(),
  item: z.string(),
  sku: z.string(),
  size: z.string(),
  quantity: z.number(),
  /** Whether the stock covers the quantity now (checked again on payment). */
  available: z.boolean(),
  product: lineProductSchema,
  discounts: z.object({ vouchers: z.array(voucherDiscountSchema) }),
  priceEachAsNumber: z.number(),
  priceEachWithoutTaxAsNumber: z.number(),
  /** The "was" price each, before the catalogue's own sale discount. */
  priceEachBeforeDiscountAsNumber: z.number(),
  totalPriceBeforeDiscountAsNumber: z.number(),
  totalPriceAsNumber: z.number(),
});

export const selectionSchema = z.object({
  items: z.array(cartLineSchema),
  discounts: z.object({ vouchers: z.array(appliedVoucherSchema) }),
  totals: totalsSchema,
  shippingMethod: z.string(),
  /** The chosen way to pay; null when the shop offers none (`paymentMethods` is empty). */
  paymentMethod: z.nullable(z.string()),
  currency: z.string(),
  currencyFormat: currencyFormatSchema,
  address: addressSchema,
  shippingAddress: addressSchema,
});

export const paymentMethodSchema = z.object({
  paymentMethod: z.string(),
  name: z.string(),
  /** `redirect` and `form`: paid on the provider's page (the answer to paying is an action). */
  kind: z.enum(['card', 'invoice', 'redirect', 'form']),
  selected: z.boolean(),
  testCards: z.optional(z.object({ succeeds: z.string(), declined: z.string() })),
});

export const shippingMethodSchema = z.object({
  shippingMethod: z.string(),
  name: z.string(),
  priceAsNumber: z.number(),
  freeFromAsNumber: z.optional(z.number()),
  selected: z.boolean(),
});

/** The cart as every selection call answers it. */
export const cartSchema = z.object({
  token: z.string(),
  selection: selectionSchema,
  paymentMethods: z.array(paymentMethodSchema),
  shippingMethods: z.array(shippingMethodSchema),
  location: z.object({
    country: z.string(),
    name: z.string(),
    currency: z.string(),
    vatPercent: z.number(),
  }),
});

export const orderLineSchema = z.extend(
  z.omit(cartLineSchema, { available: true, product: true }),
  {
    product: z.omit(lineProductSchema, { items: true }),
  },
);

export const orderSchema = z.object({
  /** The order number. */
  order: z.string(),
  status: z.string(),
  createdAt: z.string(),
  email: z.string(),
  items: z.array(orderLineSchema),
  totals: totalsSchema,
  discounts: z.object({
    vouchers: z.array(z.extend(voucherDiscountSchema, { description: z.string() })),
  }),
  address: addressSchema,
  shippingAddress: addressSchema,
  shippingMethod: z.string(),
  paymentMethod: z.string(),
  paymentReference: z.string(),
  currency: z.string(),
  /** The VAT rate the order was charged at (percent), as the cart's `location.vatPercent`. */
  vatPercent: z.optional(z.number()),
  currencyFormat: currencyFormatSchema,
});

export const ordersPageSchema = z.object({
  orders: z.array(orderSchema),
  ordersPaging: z.object({ from: z.number(), size: z.number(), total: z.number() }),
});

export const customerSchema = z.object({
  /** The customer id. */
  customer: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  birthdate: z.nullable(z.string()),
  address: addressSchema,
});

/** The catalogue's product view (see the catalogue's `Product` for every field). */
export const wishlistProductSchema = z.looseObject({
  id: z.number(),
  sku: z.string(),
  uri: z.string(),
  name: z.string(),
  brandName: z.string(),
  priceAsNumber: z.number(),
  priceBeforeDiscountAsNumber: z.number(),
  thumbnail: z.object({ image: z.object({ filename: z.string(), alt: z.string() }) }),
  items: z.array(
    z.object({ sku: z.string(), size: z.string(), stock: z.number(), available: z.boolean() }),
  ),
});

export const wishlistItemSchema = z.object({
  product: wishlistProductSchema,
  /** Whether a size of the product is in the current cart. */
  addedToBag: z.boolean(),
  addedAt: z.string(),
});

export const wishlistSchema = z.object({
  wishlist: z.number(),
  items: z.array(wishlistItemSchema),
  paging: z.object({ page: z.number(), limit: z.number(), total: z.number() }),
});

/**
 * What `POST /payment` answers, as Centra does: the order (`success`), or where the shopper
 * pays: a provider's address to go to (`redirect`) or a provider's form to post (`form`).
 */
export const paymentActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('success'), order: orderSchema }),
  z.object({ action: z.literal('redirect'), url: z.string() }),
  z.object({ action: z.literal('form'), formHtml: z.string() }),
]);
